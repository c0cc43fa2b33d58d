import { describe, expect, it } from 'vitest'

import {
  DOWNLOAD_LINK_TTL_MS,
  type DownloadGrant,
  signDownloadToken,
  verifyDownloadToken,
} from '@/features/guides/download-token'

const secret = 'a-test-secret-that-is-long-enough-for-hmac'
const now = 1_800_000_000_000
const grant: DownloadGrant = {
  guide: 'ia',
  locale: 'fr',
  downloadId: '42',
  expiresAt: now + DOWNLOAD_LINK_TTL_MS,
}

describe('guide download tokens', () => {
  it('gives back the signed grant while it is valid', () => {
    const token = signDownloadToken(grant, secret)
    expect(token).toMatch(/^[\w-]+\.[\w-]+$/)
    expect(verifyDownloadToken(token, secret, now)).toEqual({ ok: true, grant })
    expect(verifyDownloadToken(token, secret, grant.expiresAt - 1).ok).toBe(true)
  })

  it('expires seven days after it was issued', () => {
    const token = signDownloadToken(grant, secret)
    expect(DOWNLOAD_LINK_TTL_MS).toBe(604_800_000)
    expect(verifyDownloadToken(token, secret, grant.expiresAt)).toEqual({
      ok: false,
      reason: 'expired',
      locale: 'fr',
    })
  })

  it('refuses a token signed with another secret', () => {
    const token = signDownloadToken(grant, 'another-secret-of-another-installation')
    expect(verifyDownloadToken(token, secret, now)).toMatchObject({ ok: false, reason: 'invalid' })
  })

  it('refuses a grant changed after signing (other guide, later expiry)', () => {
    const [, signature] = signDownloadToken(grant, secret).split('.')
    for (const changed of [
      { ...grant, guide: 'webapps' as const },
      { ...grant, expiresAt: grant.expiresAt + DOWNLOAD_LINK_TTL_MS },
      { ...grant, downloadId: '43' },
    ]) {
      const [body] = signDownloadToken(changed, secret).split('.')
      expect(verifyDownloadToken(`${body}.${signature}`, secret, now).ok).toBe(false)
    }
  })

  it('refuses malformed tokens without throwing', () => {
    const token = signDownloadToken(grant, secret)
    for (const bad of ['', 'abc', `${token}.x`, token.slice(0, -2), 'x'.repeat(600), '.', `..`]) {
      expect(verifyDownloadToken(bad, secret, now)).toMatchObject({ ok: false, reason: 'invalid' })
    }
    const forged = `${Buffer.from('ia|fr|1|9999999999999').toString('base64url')}.AAAA`
    expect(verifyDownloadToken(forged, secret, now).ok).toBe(false)
  })

  it('refuses a genuine token with characters base64url does not have', () => {
    const token = signDownloadToken(grant, secret)
    for (const junk of ['\u0000', '\u0007\u001b[2J', ' ', '=', '%00', '\u202e']) {
      expect(verifyDownloadToken(`${token}${junk}`, secret, now).ok, junk).toBe(false)
      expect(verifyDownloadToken(`${junk}${token}`, secret, now).ok, junk).toBe(false)
    }
  })
})
