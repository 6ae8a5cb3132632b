// `npm test`: every check in order, stopping at the first failure. The first three run side by side (each mostly
// one core; 57 + 71 + 24 s one after another on CI's two cores); each one's output is printed whole once all have ended.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const together = [
  ['type check', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
  ['unit tests', 'npx', ['vitest', 'run', '--project', 'unit']],
];
const steps = [
  // On the PostgreSQL at TEST_DATABASE_URL when set (CI), otherwise on an embedded server started for the run.
  ['API tests', 'npx', ['vitest', 'run', '--project', 'api'], {}],
  // Whole portal processes (two instances, kill -9, workers, backup under load) and contract fuzzing, timed apart.
  ['system tests', 'npx', ['vitest', 'run', '--project', 'system'], {}],
  ['build', 'npm', ['run', 'build']],
  ['browser tests', 'npm', ['run', 'test:e2e']],
];

const started = Date.now();

/** Runs one check with its output kept, and resolves with its name, status, output and seconds. */
function runKept(name, cmd, args) {
  const t = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, env: { ...process.env, FORCE_COLOR: '1' } });
    const out = [];
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => out.push(d));
    child.on('close', (status) => resolve({ name, status, output: Buffer.concat(out).toString(), seconds: (Date.now() - t) / 1000 }));
  });
}

console.log(`\n▶ ${together.map(([name]) => name).join(', ')} (side by side)`);
const results = await Promise.all(together.map(([name, cmd, args]) => runKept(name, cmd, args)));
for (const r of results) {
  console.log(`\n▶ ${r.name}\n${r.output}`);
  console.log(r.status === 0 ? `✔ ${r.name} (${r.seconds.toFixed(0)} s)` : `\n✖ ${r.name} failed`);
}
const failed = results.find((r) => r.status !== 0);
if (failed) process.exit(failed.status ?? 1);

for (const [name, cmd, args, env] of steps) {
  const t = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${((Date.now() - t) / 1000).toFixed(0)} s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 60000).toFixed(1)} min.`);
