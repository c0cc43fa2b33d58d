import { createHmac, timingSafeEqual } from 'node:crypto'

// Domain separation: this MAC can never be a session token or another signed link.
const PURPOSE = 'appointments-feed:v1'

/** The private feed's token: derived from the app secret, so changing the secret revokes it. */
export function feedToken(secret: string): string {
  return createHmac('sha256', secret).update(PURPOSE).digest('base64url')
}

export function isFeedToken(candidate: string, secret: string): boolean {
  const expected = Buffer.from(feedToken(secret))
  const given = Buffer.from(candidate.slice(0, 128))
  return given.length === expected.length && timingSafeEqual(given, expected)
}
