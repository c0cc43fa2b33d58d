import { defineConfig, devices } from '@playwright/test'

import { e2ePort as port, e2eServerEnv } from './tests/e2e/support/e2e-env'

/**
 * The specs that change what other specs read: the public content and settings (popups shown
 * on every page, projects, articles, SEO records, contact details), totals other screens count
 * (dashboard figures, the outbox's waiting count, an article's views) and the owner's own
 * preferences (the side menu). They run after every other spec, one at a time, so that the
 * rest can run two at a time without meeting a change halfway.
 */
const changesOthersRead = [
  'admin-wording',
  'blog-admin',
  'blog-pages',
  'cached-pages',
  'dashboard',
  'legal-identity',
  'outbox',
  'popups',
  'portfolio',
  'seo-manager',
  'site-settings',
  'sitemaps',
  'social-images',
  'web-vitals',
].map((name) => `**/${name}.e2e.spec.ts`)

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
  // Two browsers at a time: with one, a core sat idle a quarter of the run (the server waits on
  // the browser and the browser on the server). Files go to one worker each, in order, unless a
  // file says its tests stand alone (the rendering walk and the admin screens).
  fullyParallel: false,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/reports/e2e.json' }]],
  // The run's coverage: the rendering checks page by page and the browser loads per address.
  globalSetup: './tests/e2e/support/global-setup.ts',
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
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: changesOthersRead },
    // Run alone, a spec of this project brings every spec of the first with it: `--no-deps`
    // runs it by itself.
    {
      name: 'changes',
      use: { ...devices['Desktop Chrome'] },
      testMatch: changesOthersRead,
      workers: 1,
      dependencies: ['chromium'],
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
