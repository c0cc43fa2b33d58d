import type { Payload } from 'payload'

import { addressKey } from '@/platform/rate-limit/address-key'
import { consumeOn, sharedLimiter } from '@/platform/rate-limit/rate-limit'
import {
  ACCOUNT_FAILURES_PER_WINDOW,
  ACCOUNT_WINDOW_SECONDS,
  accountBudgetKey,
} from '@/features/security/account-budget'

/**
 * The per-account budget's counts (account-budget.ts), in the rate limits' shared store so every
 * instance sees the same count.
 */
function failures() {
  return sharedLimiter('sign-in-account', {
    keyPrefix: 'sign-in-account',
    // Counted past the budget (penalty), so the store never refuses the count itself.
    points: ACCOUNT_FAILURES_PER_WINDOW * 1000,
    duration: ACCOUNT_WINDOW_SECONDS,
  })
}

function alerts() {
  return sharedLimiter('sign-in-account-alert', {
    keyPrefix: 'sign-in-account-alert',
    points: 1,
    duration: ACCOUNT_WINDOW_SECONDS,
  })
}

/** Wrong passwords typed for this e-mail address within the current window. */
export async function accountFailures(email: string): Promise<number> {
  const current = await (await failures()).get(accountBudgetKey(email))
  // The memory store hands back a count whose window has ended until its timer removes it.
  return current && current.msBeforeNext > 0 ? current.consumedPoints : 0
}

/** Counts one more; the count within the window, this one included. */
export async function countAccountFailure(email: string): Promise<number> {
  return (await (await failures()).penalty(accountBudgetKey(email), 1)).consumedPoints
}

/** True the first time in a window: the owner is told once, not at every refused try. */
export async function claimAccountAlert(email: string): Promise<boolean> {
  return (await consumeOn(await alerts(), accountBudgetKey(email))).allowed
}

/** Ends the window (the unlock button of Sécurité). */
export async function clearAccountFailures(email: string): Promise<void> {
  await (await failures()).delete(accountBudgetKey(email))
}

/**
 * Whether the account signed in successfully before from this address's network (its /64 for
 * IPv6), according to the sign-in history's most recent successes.
 */
export async function signedInBeforeFrom(
  payload: Payload,
  adminId: number | string,
  ip: string,
): Promise<boolean> {
  const { docs } = await payload.find({
    collection: 'admin-sign-ins',
    where: { admin: { equals: adminId }, success: { equals: true } },
    sort: '-createdAt',
    limit: 200,
    depth: 0,
    pagination: false,
    select: { ip: true },
    overrideAccess: true,
  })
  const key = addressKey(ip)
  return docs.some((row) => typeof row.ip === 'string' && addressKey(row.ip) === key)
}
