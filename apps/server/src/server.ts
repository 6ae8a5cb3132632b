import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { loadDemoData } from './db/demo/index';
import { openDatabase } from './platform/db';
import { DataDirLockedError } from './platform/lock';
import { defaultWebDist } from './platform/paths';
import { loadSecrets } from './platform/secrets';
import { UploadStore } from './platform/uploads';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) fail(`Invalid configuration: ${err.message}`);
    throw err;
  }
  config = { ...config, webDist: config.webDist ?? defaultWebDist };
  fs.mkdirSync(config.dataDir, { recursive: true });
  const secrets = loadSecrets(config);

  let database;
  try {
    database = await openDatabase({ url: config.databaseUrl, dataDir: config.databaseUrl ? undefined : config.dataDir });
  } catch (err) {
    if (err instanceof DataDirLockedError) fail(err.message);
    throw err;
  }
  await database.migrate();
  const uploads = new UploadStore(config.uploadsDir);
  await uploads.init();
  const deps = { config, secrets, database, uploads };

  const app = await buildApp(deps);
  if (config.demoData) {
    const loaded = await loadDemoData(deps);
    if (loaded) app.log.info('demo data loaded into the empty database');
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => fail('shutdown took too long; exiting'), 15_000);
    try {
      await app.close();
      await database.close();
    } finally {
      clearTimeout(timer);
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  // `npm run backup` asks a running PGlite server for a dump with SIGUSR2, since only this process may open DATA_DIR.
  process.on('SIGUSR2', () => {
    if (!database.pglite) return;
    const dir = path.join(config.dataDir, 'backups');
    void (async () => {
      const dump = await database.pglite!.dumpDataDir('gzip');
      fs.mkdirSync(dir, { recursive: true });
      const file = path.join(dir, `padosi-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`);
      fs.writeFileSync(`${file}.part`, Buffer.from(await dump.arrayBuffer()));
      fs.renameSync(`${file}.part`, file);
      app.log.info({ file }, 'backup written');
    })().catch((err) => app.log.error({ err }, 'backup failed'));
  });

  if (!fs.existsSync(path.join(config.webDist!, 'index.html'))) {
    app.log.warn(`no web build at ${config.webDist}; run npm run build (the API still works)`);
  }
  await app.listen({ port: config.port, host: config.host });
  console.log(`${config.siteName} is running at ${config.publicUrl} (database: ${database.kind}${database.kind === 'pglite' ? ` in ${config.dataDir}` : ''})`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
