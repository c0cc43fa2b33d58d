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

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'bench/*.test.ts'],
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
          include: ['tests/int/**/*.int.spec.ts'],
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
