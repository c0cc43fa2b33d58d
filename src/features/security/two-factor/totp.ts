import crypto from 'node:crypto'

import { Secret, TOTP } from 'otpauth'

/**
 * Time-based one-time codes (RFC 6238, what authenticator apps speak) with the maintained
 * `otpauth` library: 6 digits, 30 s, SHA-1, one step of clock drift accepted either way.
 */
const PERIOD = 30

function totp(secret: string) {
  return new TOTP({
    secret: Secret.fromBase32(secret),
    digits: 6,
    period: PERIOD,
    algorithm: 'SHA1',
  })
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32
}

/** The `otpauth://` address an authenticator app reads from the QR code. */
export function totpUri(secret: string, account: string, issuer: string): string {
  const code = new TOTP({ issuer, label: account, secret: Secret.fromBase32(secret) })
  return code.toString()
}

/** Spaces and dashes typed or pasted with a code are not part of it. */
export const normalizeCode = (input: string) => input.replace(/[\s-]/g, '').toUpperCase()

/**
 * The time step (30 s slot) of a valid code, or null. A code is accepted once: the caller keeps
 * the last step used and refuses the same or an older one (a code seen over a shoulder or
 * replayed within its 90 s window).
 */
export function matchTotpStep(
  secret: string,
  input: string,
  now: number = Date.now(),
): number | null {
  const token = normalizeCode(input)
  if (!/^\d{6}$/.test(token)) return null
  const delta = totp(secret).validate({ token, timestamp: now, window: 1 })
  return delta === null ? null : Math.floor(now / 1000 / PERIOD) + delta
}

export function verifyTotp(secret: string, input: string, now: number = Date.now()): boolean {
  return matchTotpStep(secret, input, now) !== null
}

/** The current code, for tests and for nothing else. */
export function currentTotp(secret: string, now: number = Date.now()): string {
  return totp(secret).generate({ timestamp: now })
}

const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

function recoveryCode(): string {
  const bytes = crypto.randomBytes(10)
  const chars = [...bytes].map((byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length])
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`
}

export const hashRecoveryCode = (code: string) =>
  crypto.createHash('sha256').update(normalizeCode(code)).digest('hex')

/** Ten single-use codes for a lost phone: shown once, only their hashes are kept. */
export function newRecoveryCodes(count = 10): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: count }, recoveryCode)
  return { codes, hashes: codes.map(hashRecoveryCode) }
}

/** The hashes left once `input` is used, or null when it is not one of the codes. */
export function spendRecoveryCode(hashes: string[], input: string): string[] | null {
  const normalized = normalizeCode(input)
  if (!/^[A-Z0-9]{10}$/.test(normalized)) return null
  const hash = hashRecoveryCode(normalized)
  const match = hashes.find((candidate) =>
    crypto.timingSafeEqual(Buffer.from(candidate, 'hex'), Buffer.from(hash, 'hex')),
  )
  return match ? hashes.filter((candidate) => candidate !== match) : null
}
