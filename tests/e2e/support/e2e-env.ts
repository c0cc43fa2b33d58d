/** Shared by playwright.config.ts (which creates this admin at start) and the tests. */
// E2E_PORT lets two checkouts run their suites side by side.
export const defaultE2ePort = 3200
export const e2ePort = Number(process.env.E2E_PORT ?? defaultE2ePort)
export const e2eAdmin = { email: 'admin@example.com', password: 'e2e-admin-password-long' }
/** The e2e server's secret: tests sign the links its e-mails would carry (booking changes). */
export const e2ePayloadSecret = 'e2e-only-secret-0123456789abcdefghijklmnop'

/**
 * What the e2e server runs with: its own database, media folder and (off the default port) build
 * folder, no SMTP, and limits and sampling that let the tests see everything.
 */
export function e2eServerEnv(port: number): Record<string, string> {
  return {
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
  }
}
