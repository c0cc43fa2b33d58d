/**
 * Wrong passwords per account across every address. The per-address lock (sign-in-lock.ts) stops
 * one address after five; an attacker with many addresses would still get five tries from each,
 * every ten minutes, each costing the server a 600,000-iteration hash. Past
 * `ACCOUNT_FAILURES_PER_WINDOW` wrong passwords within `ACCOUNT_WINDOW_SECONDS`, a sign-in to that
 * account is refused before the password is hashed, unless it comes from an address (an IPv6
 * /64) that signed in to the account successfully before: a stranger cannot lock the owner out
 * of the computers she already uses. The owner is told by e-mail, once per window.
 *
 * The count is kept per e-mail address typed, whether an account has it or not, so an unknown
 * address is answered exactly like a known one.
 */
export const ACCOUNT_FAILURES_PER_WINDOW = 20
export const ACCOUNT_WINDOW_SECONDS = 60 * 60

export type AccountBudgetDecision = 'check-password' | 'refuse-unhashed'

/** Before the password is checked: whether to check it at all. */
export function accountBudgetDecision(
  failuresInWindow: number,
  fromKnownAddress: boolean,
): AccountBudgetDecision {
  if (failuresInWindow < ACCOUNT_FAILURES_PER_WINDOW || fromKnownAddress) return 'check-password'
  return 'refuse-unhashed'
}

/** After a wrong password is counted: whether this one spent the budget (time to tell the owner). */
export function spendsAccountBudget(failuresInWindow: number): boolean {
  return failuresInWindow >= ACCOUNT_FAILURES_PER_WINDOW
}

/** The key the account's count is kept under: the address as Payload compares it. */
export const accountBudgetKey = (email: string) => email.trim().toLowerCase()
