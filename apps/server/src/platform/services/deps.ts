import type { Config } from '../../config';
import type { Database } from '../engine/db';
import type { Jobs } from '../jobs/jobs';
import type { Secrets } from './secrets';
import type { UploadStore } from '../uploads/uploads';

/** What every module may use; built once by server.ts (or a test) and handed to buildApp. */
export interface AppDeps {
  config: Config;
  secrets: Secrets;
  database: Database;
  uploads: UploadStore;
  /** The PostgreSQL job queue: modules define their jobs while the app is built; the caller starts and stops it. */
  jobs: Jobs;
}

export interface RateLimit {
  max: number;
  timeWindow: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    limits: { auth: RateLimit; write: RateLimit; upload: RateLimit; search: RateLimit };
    cacheBus: import('../cache/cache-bus').CacheBus;
    /** closing: /readyz answers 503 (set at SIGTERM, before the server stops accepting). */
    readiness: { closing: boolean };
    uploadBudget: import('../uploads/upload-budget').UploadBudget;
  }
}
