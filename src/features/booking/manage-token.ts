import { createHmac, timingSafeEqual } from 'node:crypto'

/** What a link in the confirmation e-mail lets its holder do, and nothing else. */
export type ManageAction = 'cancel' | 'reschedule'

/**
 * What a signed link names: one of those actions, or `view`, the confirmation page the visitor
 * lands on after booking (the appointment, its `.ics` and the two links), which changes nothing.
 */
export type LinkPurpose = ManageAction | 'view'

const purposes: readonly string[] = ['cancel', 'reschedule', 'view'] satisfies LinkPurpose[]

const isPurpose = (value: string | undefined): value is LinkPurpose =>
  value !== undefined && purposes.includes(value)

export type ManageGrant = {
  action: LinkPurpose
  appointmentId: number
  /** The invitation's SEQUENCE when the link was sent: any later change retires the link. */
  sequence: number
  /** Milliseconds since the epoch: the end of the appointment. */
  expiresAt: number
}

export type ManageCheck = { ok: true; grant: ManageGrant } | { ok: false }

// Domain separation: the same secret signs Payload's sessions and the guide links.
const PURPOSE = 'booking-manage:v1'

// Node's base64 decoder skips what is not base64: without this, a link with a NUL or spaces
// added would still verify.
const BASE64URL = /^[\w-]+$/

const mac = (body: string, secret: string) =>
  createHmac('sha256', secret).update(`${PURPOSE}.${body}`).digest()

export function signManageToken(grant: ManageGrant, secret: string): string {
  const body = Buffer.from(
    [grant.action, grant.appointmentId, grant.sequence, grant.expiresAt].join('|'),
  ).toString('base64url')
  return `${body}.${mac(body, secret).toString('base64url')}`
}

function parse(body: string): ManageGrant | null {
  const [action, id, sequence, expiry, ...rest] = Buffer.from(body, 'base64url')
    .toString('utf8')
    .split('|')
  if (rest.length || !isPurpose(action)) return null
  const grant = {
    action,
    appointmentId: Number(id),
    sequence: Number(sequence),
    expiresAt: Number(expiry),
  } as const
  const integers = [grant.appointmentId, grant.sequence, grant.expiresAt]
  return integers.every((value) => Number.isSafeInteger(value) && value >= 0) ? grant : null
}

/**
 * A link is good for its one action until the appointment ends; a forged, altered, expired or
 * foreign-purpose token gives the same answer (no detail for a guesser).
 */
export function verifyManageToken(
  token: string,
  action: LinkPurpose,
  secret: string,
  now: number = Date.now(),
): ManageCheck {
  const [body, signature, ...extra] = token.length <= 256 ? token.split('.') : []
  if (!body || !signature || extra.length) return { ok: false }
  if (!BASE64URL.test(body) || !BASE64URL.test(signature)) return { ok: false }
  const expected = mac(body, secret)
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false }
  const grant = parse(body)
  if (!grant || grant.action !== action || grant.expiresAt <= now) return { ok: false }
  return { ok: true, grant }
}
