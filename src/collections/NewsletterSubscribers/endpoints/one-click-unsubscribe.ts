import type { Endpoint, PayloadHandler } from 'payload'

import { unsubscribeUrl } from '@/features/newsletter/links'
import { unsubscribe } from '@/features/newsletter/subscriptions'
import { clientLimitKey } from '@/platform/rate-limit/client-ip'
import { consumeRateLimit } from '@/platform/rate-limit/rate-limit'

const tokenOf = (url: string | undefined) =>
  new URL(url ?? '', 'http://local').searchParams.get('token') ?? ''

/**
 * RFC 8058 one-click unsubscribe: mail clients POST `List-Unsubscribe=One-Click` to the URL of
 * the List-Unsubscribe header, without a page or a sign-in.
 */
const oneClick: PayloadHandler = async (req) => {
  const verdict = await consumeRateLimit('newsletter', clientLimitKey(req.headers))
  if (!verdict.allowed) {
    return new Response('Too many requests', {
      status: 429,
      headers: { 'Retry-After': String(verdict.retryAfterSeconds) },
    })
  }
  const { subscriber } = await unsubscribe(req.payload, tokenOf(req.url))
  if (!subscriber) return new Response('Unknown unsubscribe link', { status: 404 })
  return new Response('Unsubscribed', { status: 200, headers: { 'Cache-Control': 'no-store' } })
}

/** A client that opens the header's URL instead of posting to it gets the unsubscribe page. */
const openInBrowser: PayloadHandler = async (req) => {
  const token = tokenOf(req.url)
  const { docs } = await req.payload.find({
    collection: 'newsletter-subscribers',
    where: { token: { equals: token } },
    limit: 1,
    overrideAccess: true,
  })
  const locale = docs[0]?.locale ?? 'fr'
  return Response.redirect(unsubscribeUrl(locale, token), 303)
}

export const oneClickUnsubscribeEndpoints: Endpoint[] = [
  { path: '/unsubscribe', method: 'post', handler: oneClick },
  { path: '/unsubscribe', method: 'get', handler: openInBrowser },
]
