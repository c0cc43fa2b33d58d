import type { Payload } from 'payload'

import { LOCK_TIME_MS, LOGIN_MAX_ATTEMPTS } from '@/collections/AdminUsers/config'
import { addressKey } from '@/platform/rate-limit/address-key'
import { sharedLimiter } from '@/platform/rate-limit/rate-limit'

/**
 * Wrong passwords counted per account AND address, in the rate limits' shared store (Redis,
 * PostgreSQL or memory, so every instance sees the same count). Five in a row from one address
 * lock the account for ten minutes from that address only: a stranger who types wrong passwords
 * on purpose cannot lock the owner out of her own computer. Payload's per-account lock
 * (`maxLoginAttempts`) is never reached: the sign-in guard refuses a wrong password before it.
 */
// Read when called: the admin-users collection's config imports this module in turn.
const lockSeconds = () => LOCK_TIME_MS / 1000

function failures() {
  return sharedLimiter('sign-in-failures', {
    keyPrefix: 'sign-in-failures',
    points: LOGIN_MAX_ATTEMPTS,
    duration: lockSeconds(),
  })
}

// An IPv6 address is counted by its /64, where its owner can pick any address.
const keyOf = (adminId: number | string, ip: string) => `${adminId}|${addressKey(ip)}`

/** Whether this account is locked for sign-ins from this address. */
export async function isSignInLocked(adminId: number | string, ip: string): Promise<boolean> {
  const current = await (await failures()).get(keyOf(adminId, ip))
  return current !== null && current.consumedPoints >= LOGIN_MAX_ATTEMPTS
}

/** Counts a wrong password; the fifth locks for ten minutes from the moment it is typed. */
export async function countSignInFailure(adminId: number | string, ip: string): Promise<void> {
  const limiter = await failures()
  const key = keyOf(adminId, ip)
  const counted = await limiter.penalty(key, 1)
  if (counted.consumedPoints >= LOGIN_MAX_ATTEMPTS) await limiter.block(key, lockSeconds())
}

/** A successful sign-in starts the count again, as Payload's own counter did. */
export async function clearSignInFailures(adminId: number | string, ip: string): Promise<void> {
  await (await failures()).delete(keyOf(adminId, ip))
}

/**
 * The addresses locked out of an account now, each with the end of its lock (Sécurité). The store
 * cannot be listed, so the addresses are those of the account's refused sign-ins within the
 * lock's duration, which is where every lock comes from.
 */
export async function lockedAddresses(
  payload: Payload,
  adminId: number,
  now: Date,
): Promise<{ ip: string; until: Date }[]> {
  const { docs } = await payload.find({
    collection: 'admin-sign-ins',
    where: {
      admin: { equals: adminId },
      success: { equals: false },
      createdAt: { greater_than: new Date(now.getTime() - LOCK_TIME_MS).toISOString() },
    },
    limit: 500,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const limiter = await failures()
  const addresses = [
    ...new Set(docs.map((row) => row.ip).filter((ip): ip is string => typeof ip === 'string')),
  ]
  const locks = await Promise.all(
    addresses.map(async (ip) => {
      const current = await limiter.get(keyOf(adminId, ip))
      return current && current.consumedPoints >= LOGIN_MAX_ATTEMPTS
        ? { ip, until: new Date(now.getTime() + current.msBeforeNext) }
        : undefined
    }),
  )
  return locks.filter((lock) => lock !== undefined)
}
