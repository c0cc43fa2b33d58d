import { createHmac, timingSafeEqual } from 'node:crypto'

import { type GuideKey, guideKeys } from '@/features/guides/guide-keys'
import { isLocale, type Locale } from '@/i18n/locales'

/** How long an e-mailed download link keeps working. */
export const DOWNLOAD_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000

export type DownloadGrant = {
  guide: GuideKey
  locale: Locale
  downloadId: string
  /** Milliseconds since the epoch. */
  expiresAt: number
}

export type TokenCheck =
  { ok: true; grant: DownloadGrant } | { ok: false; reason: 'invalid' | 'expired'; locale?: Locale }

// Domain separation: the app secret also signs Payload's sessions; this MAC can never be one.
const PURPOSE = 'guide-download:v1'

// Node's base64 decoder skips what is not base64: without this, a link with a NUL or spaces
// added would still verify.
const BASE64URL = /^[\w-]+$/

const mac = (body: string, secret: string) =>
  createHmac('sha256', secret).update(`${PURPOSE}.${body}`).digest()

/**
 * A download link that needs no database lookup and cannot be forged or extended: the grant
 * (guide, language, download row, expiry) in base64url, then its HMAC-SHA256.
 */
export function signDownloadToken(grant: DownloadGrant, secret: string): string {
  const body = Buffer.from(
    [grant.guide, grant.locale, grant.downloadId, String(grant.expiresAt)].join('|'),
  ).toString('base64url')
  return `${body}.${mac(body, secret).toString('base64url')}`
}

function parseBody(body: string): DownloadGrant | undefined {
  const [guide, locale, downloadId, expiry, ...rest] = Buffer.from(body, 'base64url')
    .toString('utf8')
    .split('|')
  const key = guideKeys.find((k) => k === guide)
  const expiresAt = Number(expiry)
  if (rest.length || !key || !locale || !isLocale(locale) || !downloadId) return undefined
  if (!/^[\w-]{1,64}$/.test(downloadId) || !Number.isSafeInteger(expiresAt)) return undefined
  return { guide: key, locale, downloadId, expiresAt }
}

/** Checks the signature in constant time, then the expiry; `now` is injectable for tests. */
export function verifyDownloadToken(
  token: string,
  secret: string,
  now: number = Date.now(),
): TokenCheck {
  const [body, signature, ...extra] = token.length <= 512 ? token.split('.') : []
  if (!body || !signature || extra.length) return { ok: false, reason: 'invalid' }
  if (!BASE64URL.test(body) || !BASE64URL.test(signature)) return { ok: false, reason: 'invalid' }
  const grant = parseBody(body)
  const expected = mac(body, secret)
  const given = Buffer.from(signature, 'base64url')
  const authentic = given.length === expected.length && timingSafeEqual(given, expected)
  if (!authentic || !grant) return { ok: false, reason: 'invalid', locale: grant?.locale }
  if (grant.expiresAt <= now) return { ok: false, reason: 'expired', locale: grant.locale }
  return { ok: true, grant }
}
