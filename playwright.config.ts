import { defineConfig, devices } from '@playwright/test'

import { e2ePort as port, e2eServerEnv } from './tests/e2e/support/e2e-env'

/**
 * End-to-end tests against the production build, in Debian's Chromium (never a downloaded
 * browser). The server runs on loopback with its own SQLite database, recreated per run, and its own
 * build folder when E2E_PORT is not the default.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.spec.ts',
  outputDir: 'test-results/playwright',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/reports/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A failed test keeps its trace with the DOM snapshots, which the trace viewer draws, but
    // no screencast: encoding a frame stream for every test cost about a sixth of the suite's
    // time on two cores. The failure screenshot stays.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/api/globals/site-settings`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: e2eServerEnv(port),
  },
})
