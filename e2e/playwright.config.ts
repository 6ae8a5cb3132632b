import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3199);
export const baseURL = `http://127.0.0.1:${port}`;

/** Real Chromium (Debian's, at CHROMIUM_PATH) against the real built app with a fresh temporary DATA_DIR. */
export default defineConfig({
  testDir: './specs',
  outputDir: '../test-results',
  fullyParallel: false,
  // A test keeps about 40 % of one core busy (the rest is waiting on the page, the server and timers: docs/testing.md),
  // so a third worker fits on CI's two cores.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: process.env.CI ? 1 : 0,
  // Journeys of 10–20 page loads take 30–50 s on the 2-core CI machine when it is slow (initdb alone 6–20 s there).
  timeout: 90_000,
  expect: { timeout: 8_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]] : [['list']],
  use: {
    baseURL,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node ../scripts/e2e-server.mjs',
    // Ready once the portal answers and the tests' admin has opened its setup link (scripts/e2e-server.mjs).
    wait: { stdout: /^padosi e2e: ready at /m },
    reuseExistingServer: false,
    timeout: 120_000, // as EXTRA_SERVER_START_MS: initdb on a shared machine took over 60 s
    env: { E2E_PORT: String(port) },
    // The default is SIGKILL to the process group, which the embedded PostgreSQL (its own user and group) outlives:
    // every run left one running. SIGTERM lets the portal stop it.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
