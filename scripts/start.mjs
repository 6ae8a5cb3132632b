// `npm start`: builds what is missing, then runs the portal (migrations and demo data happen at server start).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const built = ['apps/web/dist/index.html', 'apps/server/dist/server.js'].every((f) => fs.existsSync(path.join(root, f)));
if (!built) {
  console.log('Building the portal (first start only)…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const child = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'apps/server/dist/server.js')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
