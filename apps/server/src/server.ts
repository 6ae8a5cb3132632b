import cluster from 'node:cluster';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, closeGracefully } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { loadDemoData } from './db/demo/index';
import { issueSetupLink } from './modules/setup/setup.service';
import { societySettings } from './modules/settings/settings.service';
import { missingSettings } from '@padosi/shared/settings';
import { openDatabase, type Database } from './platform/engine/db';
import { DataDirInUseError, secureDataDir } from './platform/engine/embedded-postgres';
import { openEngine, type Engine } from './platform/engine/engine';
import { Jobs } from './platform/jobs/jobs';
import { createLogs, type Logs } from './platform/log/log';
import { defaultWebDist } from './platform/render/paths';
import { loadSecrets, type Secrets } from './platform/services/secrets';
import { UploadStore } from './platform/uploads/uploads';
import { startupReport } from './startup-report';

/*
 * One process (WORKERS=1) serves everything; with WORKERS > 1 the primary owns the database engine (starts the
 * embedded PostgreSQL, migrates, loads demo data), then forks that many workers that share the port through
 * node:cluster and connect to it. A worker that dies is replaced; the others keep serving.
 */

let engine: Engine | undefined;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function readConfig(): Config {
  try {
    const config = loadConfig();
    return { ...config, webDist: config.webDist ?? defaultWebDist };
  } catch (err) {
    if (err instanceof ConfigError) fail(`Invalid configuration: ${err.message}`);
    throw err;
  }
}

/** Workers from the core count unless WORKERS says: measured in docs/performance.md (one per core). */
export const workerCount = (config: Config) => config.workers || Math.max(1, os.availableParallelism());

async function serve(config: Config, logs: Logs, secrets: Secrets, database: Database): Promise<FastifyInstance> {
  const uploads = new UploadStore(config.uploadsDir);
  await uploads.init();
  const jobs = new Jobs(database);
  const app = await buildApp({ config, secrets, database, uploads, jobs }, { logger: logs.app });
  await jobs.start();
  if (!fs.existsSync(path.join(config.webDist!, 'index.html'))) {
    app.log.warn(`no web build at ${config.webDist}; run npm run build (the API still works)`);
  }
  await app.listen({ port: config.port, host: config.host });
  return app;
}

/** SIGTERM and SIGINT: /readyz turns 503, in-flight requests finish, jobs stop, then the database closes. */
function onStopSignals(stop: (signal: string) => Promise<void>) {
  let stopping = false;
  const handle = (signal: string) => {
    if (stopping) return;
    stopping = true;
    const timer = setTimeout(() => fail('shutdown took too long; exiting'), 20_000);
    void stop(signal).finally(() => {
      clearTimeout(timer);
      process.exit(0);
    });
  };
  process.on('SIGTERM', () => handle('SIGTERM'));
  process.on('SIGINT', () => handle('SIGINT'));
}

/**
 * Forks the workers at once, so that they load the app's code while the primary starts and migrates the database;
 * each gets the database's address as soon as it is ready. A worker that dies is replaced.
 */
function startWorkers(count: number, logs: Logs) {
  let databaseUrl: string | null = null;
  let stopping = false;
  // A worker asks once its code has loaded (a message sent earlier would find no listener); it is told when known.
  const waiting = new Set<ReturnType<typeof cluster.fork>>();
  const tell = (w: ReturnType<typeof cluster.fork>) => {
    if (!databaseUrl || !w.isConnected()) return;
    w.send({ type: 'database', url: databaseUrl });
    waiting.delete(w);
  };
  const fork = () => {
    const w = cluster.fork({ PADOSI_WORKER: '1', DEMO_DATA: 'false' });
    w.on('message', (m: { type?: string }) => {
      if (m?.type !== 'want-database') return;
      waiting.add(w);
      tell(w);
    });
    return w;
  };
  cluster.on('exit', (w, code, signal) => {
    if (stopping) return;
    logs.operator.warn(`worker ${w.process.pid} died (${signal ?? `code ${code}`}); starting a new one`);
    setTimeout(fork, 200);
  });
  let listening = 0;
  const ready = new Promise<void>((resolve) =>
    cluster.on('listening', () => {
      if (++listening === count) resolve();
    }),
  );
  for (let i = 0; i < count; i++) fork();
  return {
    ready,
    setDatabase(url: string) {
      databaseUrl = url;
      for (const w of [...waiting]) tell(w);
    },
    async stop() {
      stopping = true;
      const all = Object.values(cluster.workers ?? {}).filter((w) => w !== undefined);
      await Promise.all(
        all.map(
          (w) =>
            new Promise<void>((resolve) => {
              if (w.isDead()) return resolve();
              w.once('exit', () => resolve());
              w.process.kill('SIGTERM');
            }),
        ),
      );
    },
  };
}

/**
 * The start-up message, once the portal answers. While it has no admin, the start issues a fresh one-time setup
 * link (voiding the one an earlier start printed) and the message shows it.
 */
async function announce(config: Config, logs: Logs, database: Database, engine: Engine, workers: number) {
  const link = await issueSetupLink(database.db);
  const report = startupReport({
    config,
    database: engine.describe,
    workers,
    // No link is issued once the portal has an admin.
    hasAdmin: link === null,
    setupUrl: link ? `${config.publicUrl}/setup#${link.token}` : null,
    missingSettings: missingSettings(await societySettings({ deps: { config, database } })),
  });
  logs.operator.info(report.fields, report.message);
}

async function primary() {
  const config = readConfig();
  const logs = createLogs(config);
  // Everything this process writes into DATA_DIR (secrets, uploads, backups, logs) is private to the service user.
  process.umask(0o077);
  secureDataDir(config.dataDir);
  const secrets = loadSecrets(config); // generated once here, before any worker reads them
  const workers = workerCount(config);
  const pool = workers > 1 ? startWorkers(workers, logs) : null;
  try {
    engine = await openEngine(config, { supervise: true, log: (message) => logs.operator.info(message) });
  } catch (err) {
    await pool?.stop();
    if (err instanceof DataDirInUseError) fail(err.message);
    throw err;
  }
  const started = engine;
  await started.database.migrate();
  if (config.demoData) {
    const uploads = new UploadStore(config.uploadsDir);
    await uploads.init();
    // Demo data sends no job; the queue is there because every AppDeps has one, and is never started.
    const jobs = new Jobs(started.database);
    if (await loadDemoData({ config, secrets, database: started.database, uploads, jobs })) logs.operator.info('demo data loaded into the empty database');
  }

  if (!pool) {
    const app = await serve(config, logs, secrets, started.database);
    onStopSignals(async (signal) => {
      app.log.info({ signal }, 'shutting down: finishing in-flight requests');
      await closeGracefully(app, config.shutdownDrainMs);
      await started.close();
    });
    await announce(config, logs, started.database, started, 1);
    return;
  }

  // The primary serves no requests: it keeps the database engine and the workers running.
  pool.setDatabase(config.databaseUrl ?? started.embedded!.url);
  onStopSignals(async () => {
    await pool.stop();
    await started.embedded?.stop();
  });
  await pool.ready;
  await announce(config, logs, started.database, started, workers).finally(() => started.database.close());
}

async function worker() {
  const config = readConfig();
  process.umask(0o077);
  const url = await new Promise<string>((resolve) => {
    const onMessage = (m: { type?: string; url?: string }) => {
      if (m?.type !== 'database' || !m.url) return;
      process.off('message', onMessage);
      resolve(m.url);
    };
    process.on('message', onMessage);
    process.send!({ type: 'want-database' });
  });
  const database = await openDatabase({ url, poolSize: config.dbPoolSize });
  const app = await serve(config, createLogs(config), loadSecrets(config), database);
  onStopSignals(async () => {
    await closeGracefully(app, config.shutdownDrainMs);
    await database.close();
  });
}

(process.env.PADOSI_WORKER === '1' && cluster.isWorker ? worker() : primary()).catch(async (err) => {
  console.error(err);
  await engine?.close().catch(() => {});
  process.exit(1);
});
