import { describe, expect, it } from 'vitest'

import { signManageToken, verifyManageToken } from '@/features/booking/manage-token'

const secret = 'test-secret-0123456789-abcdefghijklmnop'
const grant = { action: 'cancel', appointmentId: 42, sequence: 1, expiresAt: 2_000 } as const

describe('cancel and reschedule links', () => {
  it('work for their one action until the appointment ends', () => {
    const token = signManageToken(grant, secret)
    expect(verifyManageToken(token, 'cancel', secret, 1_000)).toEqual({ ok: true, grant })
    expect(verifyManageToken(token, 'reschedule', secret, 1_000).ok).toBe(false)
    expect(verifyManageToken(token, 'cancel', secret, 2_000).ok).toBe(false)
  })

  it('refuse a tampered body, a foreign signature and junk', () => {
    const token = signManageToken(grant, secret)
    const [, signature] = token.split('.')
    const forged = `${Buffer.from('cancel|43|1|2000').toString('base64url')}.${signature}`
    expect(verifyManageToken(forged, 'cancel', secret, 1_000).ok).toBe(false)
    expect(
      verifyManageToken(signManageToken(grant, 'another-secret'), 'cancel', secret, 1_000).ok,
    ).toBe(false)
    expect(verifyManageToken('', 'cancel', secret).ok).toBe(false)
    expect(verifyManageToken('a.b.c', 'cancel', secret).ok).toBe(false)
    expect(verifyManageToken('x'.repeat(5000), 'cancel', secret).ok).toBe(false)
  })

  it('refuse a genuine link with characters base64url does not have', () => {
    const token = signManageToken(grant, secret)
    for (const junk of ['\u0000', '\u0007\u001b[2J', ' ', '=', '%00', '\u202e']) {
      expect(verifyManageToken(`${token}${junk}`, 'cancel', secret, 1_000).ok, junk).toBe(false)
      expect(verifyManageToken(`${junk}${token}`, 'cancel', secret, 1_000).ok, junk).toBe(false)
    }
  })

  it('a confirmation page link shows the appointment and never cancels or moves it', () => {
    const view = signManageToken({ ...grant, action: 'view' }, secret)
    expect(verifyManageToken(view, 'view', secret, 1_000).ok).toBe(true)
    expect(verifyManageToken(view, 'cancel', secret, 1_000).ok).toBe(false)
    expect(verifyManageToken(view, 'reschedule', secret, 1_000).ok).toBe(false)
    expect(verifyManageToken(signManageToken(grant, secret), 'view', secret, 1_000).ok).toBe(false)
  })
})
