import type { Endpoint, PayloadHandler } from 'payload'

import { clientLimitKey } from '@/platform/rate-limit/client-ip'
import { consumeRateLimit } from '@/platform/rate-limit/rate-limit'
import { MAX_REPORT_BYTES, vitalsReport } from '@/features/seo/vitals/report-schema'
import { storeVitals } from '@/features/seo/vitals/store'

const answer = (status: number, message?: string, headers: Record<string, string> = {}) =>
  message
    ? Response.json({ message }, { status, headers: { 'Cache-Control': 'no-store', ...headers } })
    : new Response(null, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

/**
 * `POST /api/web-vitals/report`: a visitor's browser reports the figures of one page view.
 * Small JSON only, one page path and at most five bounded figures, rate limited per address.
 */
const report: PayloadHandler = async (req) => {
  if (!(req.headers.get('content-type') ?? '').startsWith('application/json')) {
    return answer(415, 'JSON expected.')
  }
  if (Number(req.headers.get('content-length') ?? 0) > MAX_REPORT_BYTES)
    return answer(413, 'Report too large.')
  const verdict = await consumeRateLimit('vitals', clientLimitKey(req.headers))
  if (!verdict.allowed) {
    return answer(429, 'Too many reports.', { 'Retry-After': String(verdict.retryAfterSeconds) })
  }
  const text = (await req.text?.()) ?? ''
  if (text.length > MAX_REPORT_BYTES) return answer(413, 'Report too large.')
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return answer(400, 'Malformed JSON.')
  }
  const parsed = vitalsReport.safeParse(body)
  if (!parsed.success) return answer(400, 'Invalid report.')
  await storeVitals(req.payload, parsed.data)
  return answer(204)
}

export const webVitalsEndpoints: Endpoint[] = [{ path: '/report', method: 'post', handler: report }]
