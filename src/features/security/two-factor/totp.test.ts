import { describe, expect, it } from 'vitest'

import {
  currentTotp,
  matchTotpStep,
  newRecoveryCodes,
  newTotpSecret,
  totpUri,
  spendRecoveryCode,
  verifyTotp,
} from '@/features/security/two-factor/totp'

describe('TOTP codes', () => {
  const secret = newTotpSecret()
  const now = Date.UTC(2026, 10, 25, 9, 0, 0)

  it('accepts the current code, typed with spaces, and one step of drift', () => {
    const code = currentTotp(secret, now)
    expect(verifyTotp(secret, code, now)).toBe(true)
    expect(verifyTotp(secret, `${code.slice(0, 3)} ${code.slice(3)}`, now)).toBe(true)
    expect(verifyTotp(secret, currentTotp(secret, now - 30_000), now)).toBe(true)
  })

  it('refuses an old code, another secret’s code and anything not six digits', () => {
    expect(verifyTotp(secret, currentTotp(secret, now - 120_000), now)).toBe(false)
    expect(verifyTotp(secret, currentTotp(newTotpSecret(), now), now)).toBe(false)
    expect(verifyTotp(secret, 'abcdef', now)).toBe(false)
    expect(verifyTotp(secret, '', now)).toBe(false)
  })

  it('gives the address authenticator apps read', () => {
    const uri = totpUri(secret, 'owner@example.com', 'Studio Web & IA')
    expect(uri).toMatch(/^otpauth:\/\/totp\/Studio%20Web%20%26%20IA:owner%40example\.com\?/)
    expect(uri).toContain(`secret=${secret}`)
  })
})

describe('recovery codes', () => {
  it('are ten different codes, each usable once', () => {
    const { codes, hashes } = newRecoveryCodes()
    expect(new Set(codes).size).toBe(10)
    expect(codes[0]).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/)
    const left = spendRecoveryCode(hashes, codes[3]!.toLowerCase())
    expect(left).toHaveLength(9)
    expect(spendRecoveryCode(left!, codes[3]!)).toBeNull()
    expect(spendRecoveryCode(left!, codes[4]!)).toHaveLength(8)
  })

  it('refuses a made-up code', () => {
    const { hashes } = newRecoveryCodes()
    expect(spendRecoveryCode(hashes, 'AAAAA-AAAAA')).toBeNull()
    expect(spendRecoveryCode(hashes, '123456')).toBeNull()
  })
})

describe('code steps', () => {
  it('tells which 30 s step a code belongs to, so a used one can be refused', () => {
    const secret = newTotpSecret()
    const now = Date.UTC(2026, 10, 25, 9, 0, 10)
    const step = Math.floor(now / 30_000)
    expect(matchTotpStep(secret, currentTotp(secret, now), now)).toBe(step)
    expect(matchTotpStep(secret, currentTotp(secret, now - 30_000), now)).toBe(step - 1)
    expect(matchTotpStep(secret, '12345', now)).toBeNull()
  })
})
