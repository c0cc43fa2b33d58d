// Where the bench lives: its ports, database, media folder and build folder, apart from `npm start`
// (data/site.db, .next) and the e2e suite (data/e2e-<port>.db, .next or .next-e2e-<port>).
import fs from 'node:fs'
import path from 'node:path'

// eslint-disable-next-line no-restricted-imports -- plain Node script: no '@/' alias here
import { sourceFingerprint } from '../scripts/lib/fingerprint.mjs'

export const root = path.resolve(import.meta.dirname, '..')
export const resultsDir = path.join(root, 'bench', 'results')
export const chromiumPath = '/usr/bin/chromium'
// The flags of the e2e suite (playwright.config.ts): headless without sandbox, GPU or any call out.
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
export const bin = (name) => path.join(root, 'node_modules', '.bin', name)

// Mirrors tests/e2e/support/e2e-env.ts and playwright.config.ts (a .ts file this script cannot load).
const e2ePort = Number(process.env.E2E_PORT ?? 3200)
const e2eDistDir = e2ePort === 3200 ? '.next' : `.next-e2e-${e2ePort}`

export const admin = { email: 'bench@example.com', password: 'bench-admin-password-long' }

/** @param {string} distDir @param {Record<string, string>} env */
function stampMatches(distDir, env) {
  const stamp = path.join(root, distDir, 'source-fingerprint')
  const expected = `${sourceFingerprint(root)}:${env.DATABASE_URL}:${env.SITE_URL}`
  return fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === expected
}

/**
 * The smoke reuses the e2e suite's build when its sources are current, so CI builds once. That
 * build's pages were prerendered from the e2e database with the e2e address: good enough to
 * prove the bench works, not for figures.
 */
function e2eBuildUsable() {
  const stamp = path.join(root, e2eDistDir, 'source-fingerprint')
  return (
    fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8').startsWith(`${sourceFingerprint(root)}:`)
  )
}

/** @param {import('./args.mjs').BenchOptions} options */
export function benchSetup(options) {
  // The smoke's own default port, so `npm test` can run beside a full bench.
  const port = Number(process.env.BENCH_PORT ?? (options.mode === 'smoke' ? 3520 : 3500))
  // The next two ports are nginx's and the bare Next.js app's.
  if (!Number.isInteger(port) || port < 1024 || port > 65533) {
    throw new Error(
      `BENCH_PORT must be a port number from 1024 to 65533 (got ${process.env.BENCH_PORT})`,
    )
  }
  const reuseE2e = options.mode === 'smoke' && !options.rebuild && e2eBuildUsable()
  const name = options.mode === 'smoke' ? 'bench-smoke' : 'bench'
  /** @type {Record<string, string>} */
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    PORT: String(port),
    // See scripts/start.mjs: Next 16 needs "localhost" (it binds the loopback) for its rewrites.
    HOSTNAME: 'localhost',
    DATABASE_URL: `file:./data/${name}.db`,
    MEDIA_DIR: `./data/${name}-media`,
    NEXT_DIST_DIR: reuseE2e ? e2eDistDir : '.next-bench',
    SITE_URL: `http://127.0.0.1:${port}`,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    PAYLOAD_SECRET: 'bench-only-secret-0123456789abcdefghijklmnop',
    SMTP_URL: '',
    CALDAV_URL: '',
    LOG_LEVEL: 'warn',
    // The load generator is one address; the limiter would answer 429 instead of pages.
    RATE_LIMIT_PER_10_MIN: '100000000',
    // No beacon during Lighthouse runs or loads: it is not what a page costs.
    WEB_VITALS_SAMPLE_RATE: '0',
  }
  return {
    port,
    nginxPort: port + 1,
    // The bare Next.js baseline (bare-next.mjs), beside the site for the same run.
    barePort: port + 2,
    base: `http://127.0.0.1:${port}`,
    env,
    reuseE2e,
    // The e2e run's database and pictures, copied instead of seeding again (smoke only).
    e2eDatabase: path.join(root, 'data', `e2e-${e2ePort}.db`),
    e2eMedia: path.join(root, 'data', `e2e-media-${e2ePort}`),
    distDir: path.join(root, env.NEXT_DIST_DIR),
    database: path.join(root, 'data', `${name}.db`),
    media: path.join(root, 'data', `${name}-media`),
    needsBuild: () => {
      if (options.rebuild) return true
      if (options.reuseBuild && fs.existsSync(path.join(root, env.NEXT_DIST_DIR, 'BUILD_ID')))
        return false
      return !(reuseE2e || stampMatches(env.NEXT_DIST_DIR, env))
    },
    writeStamp: () =>
      fs.writeFileSync(
        path.join(root, env.NEXT_DIST_DIR, 'source-fingerprint'),
        `${sourceFingerprint(root)}:${env.DATABASE_URL}:${env.SITE_URL}`,
      ),
  }
}
