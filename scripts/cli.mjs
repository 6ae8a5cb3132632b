// `npm run admin -- grant <email>` and `npm run backup`: the server's command line, built on demand.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const cli = path.join(root, 'apps/server/dist/cli.js');
if (!fs.existsSync(cli)) {
  const built = spawnSync('npm', ['run', 'build', '-w', 'apps/server'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const result = spawnSync(process.execPath, [cli, ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
