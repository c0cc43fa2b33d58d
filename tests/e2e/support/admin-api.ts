import type { APIRequestContext } from '@playwright/test'

import { e2eAdmin } from './e2e-env'

/**
 * The seeded admin's token, signed in once per run (the suite's one server): a sign-in hashes
 * the password and writes a session and a sign-in record, which every REST call of the tests
 * repeated. The token lasts the admin's session time (8 h) and no test revokes the seeded
 * admin's sessions; a failed sign-in is not kept, so the next call tries again.
 */
let token: Promise<string> | undefined

async function signIn(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/admin-users/login', { data: e2eAdmin })
  if (!response.ok()) throw new Error(`Admin login failed: ${response.status()}`)
  return ((await response.json()) as { token: string }).token
}

/** The Authorization header of the seeded admin, for the REST API. */
export async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  token ??= signIn(request).catch((error: unknown) => {
    token = undefined
    throw error
  })
  return { Authorization: `JWT ${await token}` }
}

export async function createAdmin(
  request: APIRequestContext,
  data: { email: string; password: string; name: string; is_active: boolean },
): Promise<number> {
  const response = await request.post('/api/admin-users', {
    data,
    headers: await adminHeaders(request),
  })
  if (!response.ok()) throw new Error(`Creating ${data.email} failed: ${await response.text()}`)
  const { doc } = (await response.json()) as { doc: { id: number } }
  return doc.id
}

export async function setAdminActive(
  request: APIRequestContext,
  id: number,
  active: boolean,
): Promise<void> {
  const response = await request.patch(`/api/admin-users/${id}`, {
    data: { is_active: active },
    headers: await adminHeaders(request),
  })
  if (!response.ok()) throw new Error(`Updating admin ${id} failed: ${await response.text()}`)
}

export async function outboxFor(request: APIRequestContext, to: string) {
  const response = await request.get('/api/email-outbox', {
    params: { 'where[to][equals]': to, sort: '-createdAt', limit: '10' },
    headers: await adminHeaders(request),
  })
  const { docs } = (await response.json()) as {
    docs: { subject: string; text: string; html: string; status: string }[]
  }
  return docs
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
}
