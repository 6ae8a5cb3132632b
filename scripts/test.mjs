// `npm test`: every check in order, stopping at the first failure.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const steps = [
  ['type check', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
  ['unit tests', 'npx', ['vitest', 'run', '--project', 'unit']],
  // On the PostgreSQL at TEST_DATABASE_URL when set (CI), otherwise on an embedded server started for the run.
  ['API tests', 'npx', ['vitest', 'run', '--project', 'api'], {}],
  // Whole portal processes (two instances, kill -9, workers, backup under load) and contract fuzzing, timed apart.
  ['system tests', 'npx', ['vitest', 'run', '--project', 'system'], {}],
  ['build', 'npm', ['run', 'build']],
  ['browser tests', 'npm', ['run', 'test:e2e']],
];

const started = Date.now();
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
