import crypto from 'node:crypto'

import { expect } from '@playwright/test'

import { e2eAdmin } from './e2e-env'

/**
 * Requests the several-instances test sends straight to an instance, as a load balancer
 * forwards them (tests/e2e/instances.e2e.spec.ts).
 */

/** A new made-up client address per call, so each limit a run counts starts from zero. */
let lastAddress = crypto.randomInt(1, 200)
export const address = () => `198.51.100.${(lastAddress += 1)}`

/** Signs the seeded admin in on the instance at `base`; the headers of its session. */
export async function signIn(base: string): Promise<Record<string, string>> {
  const response = await fetch(`${base}/api/admin-users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address() },
    body: JSON.stringify(e2eAdmin),
  })
  expect(response.status).toBe(200)
  const { token } = (await response.json()) as { token: string }
  return { Authorization: `JWT ${token}` }
}
