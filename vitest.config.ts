import path from 'node:path'

import { defineConfig } from 'vitest/config'

const alias = {
  '@': path.resolve(import.meta.dirname, 'src'),
  '@payload-config': path.resolve(import.meta.dirname, 'src/payload.config.ts'),
}

/**
 * The PostgreSQL run spends much of its time waiting for the database server, so two files at a
 * time keep both cores busy (measured 201 -> 132 s and 222 -> 178 s on two cores, all passing).
 * On SQLite the driver works inside the test process: two at a time brought nothing (141 s
 * either way), so its files stay one at a time.
 */
const intFilesInParallel = process.env.TEST_DATABASE === 'postgres'

/**
 * The integration files the PostgreSQL run keeps: those whose outcome the database can change.
 * The others drive the app's own code through Payload's local API, which both adapters serve
 * alike: a second run of them on PostgreSQL would tell nothing the SQLite run, which keeps every
 * file, does not. When unsure about a new file, list it.
 * tests/int/database-bound.test.ts fails when a file reaching the database or a shared store
 * directly (SQL, a driver, the migrations, Redis) is missing here.
 */
export const databaseBoundFiles = [
  // SQL the app writes for both dialects, some of it under concurrent use.
  'blog.int.spec.ts',
  'booking-email.int.spec.ts',
  'email-outbox.int.spec.ts',
  'query-indexes.int.spec.ts',
  'search.int.spec.ts',
  'sitemap.int.spec.ts',
  'sitemap-files.int.spec.ts',
  'two-factor-recovery.int.spec.ts',
  // Unique indexes and races that only the database settles.
  'appointment-move.int.spec.ts',
  'booking.int.spec.ts',
  'leads.int.spec.ts',
  'projects.int.spec.ts',
  'request-logs.int.spec.ts',
  'seo-pages.int.spec.ts',
  // Dates compared in queries: ISO text on SQLite, timestamps on PostgreSQL; `like` searches.
  'admin-auth.int.spec.ts',
  'dashboard.int.spec.ts',
  'security.int.spec.ts',
  'web-vitals.int.spec.ts',
  // Hostile ids and text reaching queries: PostgreSQL refuses out-of-range integers, NaN and NUL.
  'bad-input-admin-actions.int.spec.ts',
  'bad-input-forms.int.spec.ts',
  'malformed-ids.int.spec.ts',
  'malformed-filters.int.spec.ts',
  // Start-up, migrations, backups, health, Payload's own lock and migration rows.
  'backup.int.spec.ts',
  'health.int.spec.ts',
  'internal-collections.int.spec.ts',
  'startup.int.spec.ts',
  // Limits counted in the shared store (a PostgreSQL table in that run), and Redis.
  'form-rate-limit.int.spec.ts',
  'forwarded-address.int.spec.ts',
  'guides.int.spec.ts',
  'newsletter.int.spec.ts',
  'popups.int.spec.ts',
  'rate-limit-store.int.spec.ts',
  'shared-cache.int.spec.ts',
  'shared-cache-fallbacks.int.spec.ts',
  'sign-in-guard.int.spec.ts',
  'sign-in-limits.int.spec.ts',
]

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'src/**/*.test.ts',
            'src/**/*.test.tsx',
            'bench/*.test.ts',
            'tests/int/*.test.ts',
          ],
          // Vitest's default is one worker per core but one, which on a 2-core machine (CI) is a
          // single worker: every core instead (measured 60-62 -> 39-45 s on two cores).
          maxWorkers: '100%',
          // A worker keeps the modules it loaded from one file to the next instead of loading them
          // again for each (measured 56 -> 15 s on two cores). The tests hold no module state of
          // their own; the one file that mocks modules (page-route.test.ts) does so with vi.mock,
          // and all 908 tests passed in shuffled file orders.
          isolate: false,
          // next-intl imports `next/server` without an extension, which Node's ESM loader refuses
          // (the proxy's tests load it); through Vite it resolves as in the app.
          server: { deps: { inline: ['next-intl'] } },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'int',
          environment: 'node',
          include:
            process.env.TEST_DATABASE === 'postgres'
              ? databaseBoundFiles.map((file) => `tests/int/${file}`)
              : ['tests/int/**/*.int.spec.ts'],
          setupFiles: ['tests/int/setup.ts'],
          globalSetup: ['tests/int/support/global-setup.ts'],
          // Each file owns a copy of the seeded template, whichever worker runs it.
          fileParallelism: intFilesInParallel,
          maxWorkers: 2,
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        test: {
          // Fault tests (issue 10): services going down and coming back under the app's feet.
          name: 'resilience',
          environment: 'node',
          include: ['tests/resilience/**/*.resilience.spec.ts'],
          setupFiles: ['tests/int/setup.ts'],
          globalSetup: ['tests/int/support/global-setup.ts'],
          fileParallelism: false,
          isolate: false,
          testTimeout: 240_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
