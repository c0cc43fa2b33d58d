import { defineConfig, devices } from '@playwright/test'

import {
  defaultE2ePort,
  e2eAdmin,
  e2ePayloadSecret,
  e2ePort as port,
} from './tests/e2e/support/e2e-env'

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
    env: {
      PORT: String(port),
      HOSTNAME: 'localhost',
      DATABASE_URL: `file:./data/e2e-${port}.db`,
      MEDIA_DIR: `./data/e2e-media-${port}`,
      // Suites on other ports (another checkout, a helper) build apart instead of over this one.
      NEXT_DIST_DIR: port === defaultE2ePort ? '.next' : `.next-e2e-${port}`,
      SITE_URL: `http://127.0.0.1:${port}`,
      ADMIN_EMAIL: e2eAdmin.email,
      ADMIN_PASSWORD: e2eAdmin.password,
      PAYLOAD_SECRET: e2ePayloadSecret,
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
      // Every test request comes from 127.0.0.1; the limits themselves are integration-tested.
      RATE_LIMIT_PER_10_MIN: '1000',
      // Every page view reports its web vitals, so the test can see them arrive.
      WEB_VITALS_SAMPLE_RATE: '1',
    },
  },
})
