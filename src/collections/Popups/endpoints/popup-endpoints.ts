import type { Endpoint, PayloadHandler, PayloadRequest } from 'payload'
import { z } from 'zod'

import { requestLogger } from '@/platform/logging/request-logger'
import { findActivePopups } from '@/features/popups/active-popups'
import { incrementPopupCounter } from '@/features/popups/counters'
import { signUpFromPopup } from '@/features/popups/signup'
import { clientLimitKey } from '@/platform/rate-limit/client-ip'
import {
  consumeRateLimit,
  type RateLimitBucket,
  type RateLimitVerdict,
} from '@/platform/rate-limit/rate-limit'
import {
  countAcceptedSubmission,
  countRefusedSubmission,
  submissionAllowed,
} from '@/platform/rate-limit/submission-budgets'
import { isLocale, type Locale } from '@/i18n/locales'
import { serverTranslator } from '@/i18n/server-messages'

const noStore = { 'Cache-Control': 'no-store' }
const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { ...noStore, ...headers } })

const searchParams = (req: PayloadRequest) => new URL(req.url ?? '', 'http://local').searchParams

/** The visitor's language from `?locale=` or the body; French when missing or unknown. */
const localeOf = (value: unknown): Locale => (isLocale(value) ? value : 'fr')

/** Every refusal speaks the visitor's language; a 429 says when to come back. */
async function limited(req: PayloadRequest, bucket: RateLimitBucket, locale: Locale) {
  return tooMany(await consumeRateLimit(bucket, clientLimitKey(req.headers)), locale)
}

function tooMany(verdict: RateLimitVerdict, locale: Locale) {
  if (verdict.allowed) return undefined
  const message = serverTranslator(locale, 'forms')('tooManyRequests', {
    minutes: Math.ceil(verdict.retryAfterSeconds / 60),
  })
  return json({ message }, 429, { 'Retry-After': String(verdict.retryAfterSeconds) })
}

const activeQuery = z.object({
  locale: z.enum(['fr', 'en']),
  path: z.string().trim().min(1).max(500).startsWith('/'),
})

const popupId = (req: PayloadRequest): number | undefined => {
  const raw = String(req.routeParams?.id ?? '')
  return /^\d{1,12}$/.test(raw) ? Number(raw) : undefined
}

/** A JSON object body, or an empty one: a malformed body is a validation error, never a 500. */
async function bodyOf(req: PayloadRequest): Promise<Record<string, unknown>> {
  try {
    const body: unknown = req.json ? await req.json() : {}
    return body && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : {}
  } catch {
    return {}
  }
}

const active: PayloadHandler = async (req) => {
  const params = searchParams(req)
  const locale = localeOf(params.get('locale'))
  const refused = await limited(req, 'popups', locale)
  if (refused) return refused
  const query = activeQuery.safeParse(Object.fromEntries(params))
  if (!query.success) {
    return json({ message: serverTranslator(locale, 'popups')('invalidRequest') }, 400)
  }
  const docs = await findActivePopups(req.payload, query.data.locale, query.data.path)
  return json({ docs })
}

const view: PayloadHandler = async (req) => {
  const locale = localeOf(searchParams(req).get('locale'))
  const refused = await limited(req, 'popups', locale)
  if (refused) return refused
  const id = popupId(req)
  const counted =
    id !== undefined && (await incrementPopupCounter(req.payload, id, 'views', locale))
  if (!counted) return json({ message: serverTranslator(locale, 'popups')('notFound') }, 404)
  return json({ ok: true })
}

const signup: PayloadHandler = async (req) => {
  const body = await bodyOf(req)
  const locale = localeOf(body.locale ?? searchParams(req).get('locale'))
  // The newsletter's budgets: a refused sign-up spends the larger one of refused submissions.
  const visitor = clientLimitKey(req.headers)
  const refused = tooMany(await submissionAllowed('newsletter', visitor), locale)
  if (refused) return refused
  const id = popupId(req)
  if (id === undefined) {
    await countRefusedSubmission('newsletter', visitor)
    return json({ message: serverTranslator(locale, 'popups')('notFound') }, 404)
  }
  try {
    let over: Response | undefined
    const { status, ...answer } = await signUpFromPopup(req.payload, id, locale, body, async () => {
      over = tooMany(await countAcceptedSubmission('newsletter', visitor), locale)
      return !over
    })
    if (over) return over
    if (status !== 200) await countRefusedSubmission('newsletter', visitor)
    return json(answer, status)
  } catch (error) {
    requestLogger(req.payload, req.headers).error({ err: error }, 'Popup sign-up not stored')
    return json({ message: serverTranslator(locale, 'popups')('serverError') }, 500)
  }
}

/** Public endpoints of the popup manager; the counters move only through these. */
export const popupEndpoints: Endpoint[] = [
  { path: '/active', method: 'get', handler: active },
  { path: '/:id/view', method: 'post', handler: view },
  { path: '/:id/signup', method: 'post', handler: signup },
]
