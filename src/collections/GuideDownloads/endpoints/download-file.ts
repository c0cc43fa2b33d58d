import type { Endpoint, PayloadHandler } from 'payload'

import { env } from '@/config/env'
import { verifyDownloadToken } from '@/features/guides/download-token'
import { guideFileNames } from '@/features/guides/guide-files'
import { renderGuidePdf } from '@/features/guides/pdf/render-guide'
import { clientLimitKey } from '@/platform/rate-limit/client-ip'
import { consumeRateLimit } from '@/platform/rate-limit/rate-limit'
import { readSiteSettings } from '@/features/site-settings/read-site-settings'
import { isLocale, type Locale } from '@/i18n/locales'
import { serverTranslator } from '@/i18n/server-messages'

const plain = (text: string, status: number, headers: Record<string, string> = {}) =>
  new Response(text, {
    status,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      ...headers,
    },
  })

/** The language of an answer without a valid token: the browser's, else French. */
function requestLocale(headers: Headers): Locale {
  const preferred = headers.get('accept-language')?.slice(0, 2).toLowerCase()
  return isLocale(preferred) ? preferred : 'fr'
}

/**
 * `GET /api/guide-downloads/file?token=...`: the e-mailed link. The signed token alone grants the
 * PDF (no session, no lookup); a forged, altered or expired token gets a short 403 in the
 * visitor's language.
 */
const downloadFile: PayloadHandler = async (req) => {
  const verdict = await consumeRateLimit('downloads', clientLimitKey(req.headers))
  if (!verdict.allowed) {
    const t = serverTranslator(requestLocale(req.headers), 'guides')
    return plain(t('download.tooMany'), 429, { 'Retry-After': String(verdict.retryAfterSeconds) })
  }
  const token = new URL(req.url ?? '', 'http://local').searchParams.get('token') ?? ''
  const check = verifyDownloadToken(token, env().PAYLOAD_SECRET)
  if (!check.ok) {
    const t = serverTranslator(check.locale ?? requestLocale(req.headers), 'guides')
    return plain(t(check.reason === 'expired' ? 'download.expired' : 'download.invalid'), 403)
  }
  const { guide, locale } = check.grant
  const pdf = await renderGuidePdf(guide, locale, await readSiteSettings(req.payload))
  return new Response(new Uint8Array(pdf), {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${guideFileNames[guide][locale]}"`,
      'Content-Length': String(pdf.length),
      // The link is personal: no shared cache may keep the answer.
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
    },
  })
}

export const guideDownloadEndpoints: Endpoint[] = [
  { path: '/file', method: 'get', handler: downloadFile },
]
