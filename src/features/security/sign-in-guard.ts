import {
  APIError,
  AuthenticationError,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
} from 'payload'

import { addressKey } from '@/platform/rate-limit/address-key'
import { clientIp } from '@/platform/rate-limit/client-ip'
import { consumeRateLimit } from '@/platform/rate-limit/rate-limit'
import { tooManyAttemptsMessage } from '@/platform/rate-limit/sign-in-limit'
import { accountBudgetDecision, spendsAccountBudget } from '@/features/security/account-budget'
import {
  accountFailures,
  claimAccountAlert,
  countAccountFailure,
  signedInBeforeFrom,
} from '@/features/security/account-failures'
import { sendSignInAlert } from '@/features/security/account-mail'
import { passwordCheck } from '@/features/security/password-check'
import { recordSignIn } from '@/features/security/sign-in-hooks'
import {
  clearSignInFailures,
  countSignInFailure,
  isSignInLocked,
} from '@/features/security/sign-in-lock'

/**
 * The back office's sign-in, forgotten and reset password operations, guarded inside Payload so
 * every way in goes through it: REST whatever the spelling of the path, GraphQL, the admin's own
 * forms, and the local API when its request carries a client address. Server code calling the
 * local API without one (seed, tests) is the site itself and is left alone.
 */
const GUARDED = new Set(['login', 'forgotPassword', 'resetPassword'])

type Credentials = { email: string; password: string }

function credentials(args: object): Credentials | undefined {
  const data: unknown = 'data' in args ? args.data : undefined
  if (typeof data !== 'object' || data === null) return undefined
  const { email, password } = data as Record<string, unknown>
  if (typeof email !== 'string' || typeof password !== 'string') return undefined
  // Payload's own sanitising; anything else is left to its validation errors.
  const sanitized = email.toLowerCase().trim()
  return sanitized && password.trim() ? { email: sanitized, password } : undefined
}

export const guardSignIn: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (!GUARDED.has(operation)) return
  const headers = req.headers ?? new Headers()
  // The full address goes to the sign-in history; limits count an IPv6 client by its /64.
  const ip = clientIp(headers)
  if (req.payloadAPI === 'local' && ip === 'unknown') return
  const verdict = await consumeRateLimit('sign-in', addressKey(ip))
  if (!verdict.allowed) {
    // Kept by Payload's REST error answer; the admin's form shows the message as its own.
    req.responseHeaders = new Headers({ 'Retry-After': String(verdict.retryAfterSeconds) })
    const message = tooManyAttemptsMessage(req.i18n?.language, verdict.retryAfterSeconds)
    throw new APIError(message, 429, undefined, true)
  }
  if (operation !== 'login') return
  const given = credentials(args)
  if (given) await checkPassword(req, headers, ip, given)
}

/**
 * Decides the sign-in before Payload does. A locked account, an unknown address, a wrong password
 * and an inactive account get the same answer (Payload's generic 401) after the same work (one
 * password hash); only the sign-in history (Sécurité) keeps the real reason. Once the e-mail
 * address has spent its budget of wrong passwords across all addresses (account-budget.ts), a
 * try from an address that never signed in to the account is refused before any hash.
 */
async function checkPassword(
  req: PayloadRequest,
  headers: Headers,
  ip: string,
  { email, password }: Credentials,
): Promise<void> {
  const account = await req.payload.db.findOne<{
    id: number | string
    hash?: unknown
    salt?: unknown
    is_active?: unknown
    lockUntil?: unknown
  }>({ collection: 'admin-users', where: { email: { equals: email } }, req })
  const failures = await accountFailures(email)
  const known = await knownAddress(req, failures, account?.id, ip)
  const refuse = async (failure: 'unknown' | 'locked' | 'credentials' | 'inactive') => {
    const admin = account ? Number(account.id) : null
    // Recorded on its own transaction: the refusal below must not roll it back.
    await recordSignIn(req.payload, headers, { email, admin, success: false, failure })
    return new AuthenticationError(req.t)
  }
  if (accountBudgetDecision(failures, known) === 'refuse-unhashed') throw await refuse('locked')
  const correct = await passwordCheck.verify(password, account)
  if (!account) {
    await countAccountFailure(email)
    throw await refuse('unknown')
  }
  // A lock Payload set on the whole account (server code signing in without an address) would
  // otherwise be answered with its own, telling message.
  const payloadLock =
    typeof account.lockUntil === 'string' && Date.parse(account.lockUntil) > Date.now()
  if (payloadLock || (await isSignInLocked(account.id, ip))) throw await refuse('locked')
  if (!correct) {
    await countSignInFailure(account.id, ip)
    await countForAccount(req, email)
    throw await refuse('credentials')
  }
  if (account.is_active !== true) throw await refuse('inactive')
  await clearSignInFailures(account.id, ip)
}

/** Asked only once the budget is spent: the history is not read on every sign-in. */
async function knownAddress(
  req: PayloadRequest,
  failures: number,
  adminId: number | string | undefined,
  ip: string,
): Promise<boolean> {
  if (!spendsAccountBudget(failures) || adminId === undefined) return false
  return signedInBeforeFrom(req.payload, adminId, ip)
}

/** Counts a wrong password for the account; the one that spends its budget tells the owner. */
async function countForAccount(req: PayloadRequest, email: string): Promise<void> {
  const failures = await countAccountFailure(email)
  if (!spendsAccountBudget(failures) || !(await claimAccountAlert(email))) return
  try {
    await sendSignInAlert(req.payload, email, failures)
  } catch (error) {
    // The mail is stored in the outbox before any delivery; a failure here must not change
    // the sign-in's answer.
    req.payload.logger.error({ err: error, msg: 'Sign-in alert: could not queue the e-mail' })
  }
}
