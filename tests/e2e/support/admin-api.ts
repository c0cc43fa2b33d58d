import type { APIRequestContext } from '@playwright/test'

import { adminToken } from './admin-session'

/** The Authorization header of the run's one admin session (support/admin-session.ts). */
export async function adminHeaders(): Promise<Record<string, string>> {
  return { Authorization: `JWT ${adminToken()}` }
}

export async function createAdmin(
  request: APIRequestContext,
  data: { email: string; password: string; name: string; is_active: boolean },
): Promise<number> {
  const response = await request.post('/api/admin-users', {
    data,
    headers: await adminHeaders(),
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
    headers: await adminHeaders(),
  })
  if (!response.ok()) throw new Error(`Updating admin ${id} failed: ${await response.text()}`)
}

export async function outboxFor(request: APIRequestContext, to: string) {
  const response = await request.get('/api/email-outbox', {
    params: { 'where[to][equals]': to, sort: '-createdAt', limit: '10' },
    headers: await adminHeaders(),
  })
  const { docs } = (await response.json()) as {
    docs: { subject: string; text: string; html: string; status: string }[]
  }
  return docs
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
}
