import { defineConfig, devices } from '@playwright/test'

import { e2ePort as port, e2eServerEnv } from './tests/e2e/support/e2e-env'

/**
 * End-to-end tests against the production build, in Debian's Chromium headless shell (never a
 * downloaded browser): the same engine as the full browser without its window machinery, which on
 * two cores ran the suite about a sixth faster. The server runs on loopback with its own SQLite
 * database, recreated per run, and its own build folder when E2E_PORT is not the default.
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
  // The run's coverage: the rendering checks page by page and the browser loads per address.
  globalSetup: './tests/e2e/support/coverage-reset.ts',
  globalTeardown: './tests/e2e/support/coverage-report.ts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A failure leaves its screenshot and its page's accessibility tree (error-context.md).
    // Recording a trace means snapshotting the DOM at every action of every test, kept or not:
    // a tenth of the suite's time on two cores. E2E_TRACE=1 keeps one for each failed test.
    trace:
      process.env.E2E_TRACE === '1' ? { mode: 'retain-on-failure', screenshots: false } : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // The seeded admin signs in once for the whole run (tests/e2e/support/admin-session.ts).
    { name: 'admin session', testMatch: 'admin.setup.ts' },
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'] },
      dependencies: ['admin session'],
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/api/globals/site-settings`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: e2eServerEnv(port),
  },
})
