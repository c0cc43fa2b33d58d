import { createHash, timingSafeEqual } from 'node:crypto'

import type { Payload } from 'payload'

import { isActiveAdminUser } from '@/access/isActiveAdmin'
import { CHECK_TIMEOUT_MS } from '@/platform/health/check'
import { withTimeout } from '@/platform/health/timeout'

/**
 * Who may read the details of `GET /api/health` (database kind, uptime, migrations, backlog):
 * a monitor sending `Authorization: Bearer <HEALTH_TOKEN>`, or a signed-in active admin. Anyone
 * else gets the status alone, which is all a load balancer needs.
 */
export async function mayReadHealthDetails(
  headers: Headers,
  expectedToken: string | undefined,
  instance: () => Promise<Payload>,
): Promise<boolean> {
  if (bearerTokenMatches(headers.get('authorization'), expectedToken)) return true
  if (!carriesSession(headers)) return false
  // The probe must answer even when the database does not: a session that cannot be checked
  // in time reads as anonymous.
  const signedIn = async () => {
    const { user } = await (await instance()).auth({ headers })
    return isActiveAdminUser(user)
  }
  return withTimeout(signedIn(), CHECK_TIMEOUT_MS).catch(() => false)
}

/**
 * The token of `Authorization: Bearer <token>` against the configured one, in constant time:
 * both sides are hashed first, so neither their contents nor their lengths leak through timing.
 */
export function bearerTokenMatches(
  authorization: string | null,
  expected: string | undefined,
): boolean {
  if (!expected || !authorization?.startsWith('Bearer ')) return false
  const given = authorization.slice('Bearer '.length).trim()
  return timingSafeEqual(digest(given), digest(expected))
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest()

/** A Payload session: its cookie, or `Authorization: JWT <token>` as the REST API accepts. */
function carriesSession(headers: Headers): boolean {
  const authorization = headers.get('authorization') ?? ''
  return (
    /(?:^|;\s*)payload-token=/.test(headers.get('cookie') ?? '') ||
    /^(JWT|Bearer) /.test(authorization)
  )
}
