import { defineConfig } from 'vitest/config';

/** The API and system projects run on PostgreSQL (TEST_DATABASE_URL or an embedded server), one template per run. */
const onPostgres = {
  environment: 'node',
  globalSetup: ['apps/server/test/global-setup.ts'],
  setupFiles: ['apps/server/test/event-loop-guard.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  pool: 'forks',
  maxWorkers: 2,
} as const;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/shared/src/**/*.test.ts', 'apps/web/src/**/*.test.ts', 'apps/server/src/**/*.unit.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          exclude: ['apps/server/src/**/*.unit.test.ts', 'apps/server/test/system/**'],
          ...onPostgres,
          // Each file builds its own app on its own database, so the files need no fresh module graph each: without
          // one, 90 files took 94 s instead of 201 s (same machine, same hour; most of it was importing the server
          // again per file). It needs the job queue to stop cleanly before the pool closes (platform/jobs/jobs.ts).
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        // Whole portal processes and long runs: two instances on one database, kill -9, workers, backup under load,
        // contract fuzzing. `npm test` runs them as a step of their own so their time shows.
        test: {
          name: 'system',
          include: ['apps/server/test/system/**/*.test.ts'],
          ...onPostgres,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
