/** Shared by playwright.config.ts (which creates this admin at start) and the tests. */
// E2E_PORT lets two checkouts run their suites side by side.
export const defaultE2ePort = 3200
export const e2ePort = Number(process.env.E2E_PORT ?? defaultE2ePort)
export const e2eAdmin = { email: 'admin@example.com', password: 'e2e-admin-password-long' }
/** The e2e server's secret: tests sign the links its e-mails would carry (booking changes). */
export const e2ePayloadSecret = 'e2e-only-secret-0123456789abcdefghijklmnop'
