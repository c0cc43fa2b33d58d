import fs from 'node:fs'
import path from 'node:path'

import type { BrowserContext, Page } from '@playwright/test'

/**
 * The seeded admin's one session of the run: signed in by the global setup (global-setup.ts)
 * before any test, kept as Playwright's storage state. A sign-in hashes the password and writes
 * a session and a sign-in record; every test that needs the owner reuses this one instead. No
 * test revokes the seeded admin's sessions (the session lasts 8 hours).
 */
export const adminStateFile = path.resolve(
  import.meta.dirname,
  '../../../test-results/.auth/admin.json',
)

/** The stored session's cookies, as Playwright wrote them (`storageState`). */
function storedCookies(): Parameters<BrowserContext['addCookies']>[0] {
  if (!fs.existsSync(adminStateFile)) throw new Error('No admin session: the global setup opens it')
  const state = JSON.parse(fs.readFileSync(adminStateFile, 'utf8')) as {
    cookies: Parameters<BrowserContext['addCookies']>[0]
  }
  return state.cookies
}

/** The page's browser acts as the signed-in owner from its next request on. */
export async function signIn(page: Page): Promise<void> {
  await page.context().addCookies(storedCookies())
}

/** The session's token, for the REST API's Authorization header. */
export function adminToken(): string {
  const token = storedCookies().find((cookie) => cookie.name === 'payload-token')?.value
  if (!token) throw new Error('The admin session has no payload-token cookie')
  return token
}
