import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

import type { Payload } from 'payload'

import { env } from '@/config/env'

// Domain separation: this MAC can never be a session token or another signed link.
const PURPOSE = 'appointments-feed:v1'

/**
 * The key sites set up before the key was stored got from the app secret: the feed keeps it until
 * the owner asks for a new address, so a calendar that subscribed then still gets its updates.
 */
export function derivedFeedToken(secret: string): string {
  return createHmac('sha256', secret).update(PURPOSE).digest('base64url')
}

/** A new random key (256 bits), for a new feed address. */
export function newFeedToken(): string {
  return randomBytes(32).toString('base64url')
}

/** Whether `candidate` is the feed's key, compared in constant time. */
export function isFeedToken(candidate: string, current: string): boolean {
  const expected = Buffer.from(current)
  const given = Buffer.from(candidate.slice(0, 128))
  return expected.length > 0 && given.length === expected.length && timingSafeEqual(given, expected)
}

/** The feed's key now: the one stored by the last "new address", else the derived one. */
export async function currentFeedToken(payload: Payload): Promise<string> {
  const settings = await payload.findGlobal({
    slug: 'booking-settings',
    depth: 0,
    overrideAccess: true,
  })
  return settings.feedToken || derivedFeedToken(env().PAYLOAD_SECRET)
}

/** Gives the feed a new address: the one calendars subscribed to stops answering at once. */
export async function rotateFeedToken(payload: Payload): Promise<string> {
  const feedToken = newFeedToken()
  await payload.updateGlobal({
    slug: 'booking-settings',
    data: { feedToken },
    overrideAccess: true,
    // The booking pages do not show the key: nothing of theirs to render again.
    context: { skipRevalidate: true },
  })
  return feedToken
}
