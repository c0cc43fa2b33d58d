/** Shared by playwright.config.ts (which creates this admin at start) and the tests. */
export const e2ePort = 3200
export const e2eAdmin = { email: 'admin@example.com', password: 'e2e-admin-password-long' }
