import fs from 'node:fs'
import path from 'node:path'

import type { Page } from '@playwright/test'

/**
 * The seeded admin's one session of the run: signed in by the setup project (admin.setup.ts)
 * before any test, kept as Playwright's storage state. A sign-in hashes the password and writes
 * a session and a sign-in record; every test that needs the owner reuses this one instead. No
 * test revokes the seeded admin's sessions (the session lasts 8 hours).
 */
export const adminStateFile = path.resolve(
  import.meta.dirname,
  '../../../test-results/.auth/admin.json',
)

type StoredState = { cookies: { name: string; value: string }[] }

function storedCookies(): Parameters<ReturnType<Page['context']>['addCookies']>[0] {
  if (!fs.existsSync(adminStateFile)) throw new Error('No admin session: run the setup project')
  return (JSON.parse(fs.readFileSync(adminStateFile, 'utf8')) as { cookies: never[] }).cookies
}

/** The page's browser acts as the signed-in owner from its next request on. */
export async function signIn(page: Page): Promise<void> {
  await page.context().addCookies(storedCookies())
}

/** The session's token, for the REST API's Authorization header. */
export function adminToken(): string {
  const { cookies } = JSON.parse(fs.readFileSync(adminStateFile, 'utf8')) as StoredState
  const token = cookies.find((cookie) => cookie.name === 'payload-token')?.value
  if (!token) throw new Error('The admin session has no payload-token cookie')
  return token
}
