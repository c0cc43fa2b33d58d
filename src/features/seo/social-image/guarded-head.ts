import dns from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import net, { type LookupFunction } from 'node:net'

import { isPublicAddress } from '@/features/seo/social-image/public-address'

/** Redirects followed before giving up: a share image has no reason to bounce further. */
export const MAX_REDIRECTS = 3

export type HeadAnswer = { status: number; contentType: string }

export type GuardOptions = {
  timeoutMs: number
  /** Which resolved addresses may be reached (public ones; a test stands its server in). */
  allowAddress?: (address: string) => boolean
}

/** A hop refused before any byte was sent: its host is, or resolves to, a forbidden address. */
export class ForbiddenAddressError extends Error {
  constructor(host: string) {
    super(`address not allowed: ${host}`)
    this.name = 'ForbiddenAddressError'
  }
}

/**
 * The resolver the socket uses: every address the name resolves to must be allowed, and the
 * socket connects to one of those very addresses, so a name that changes its answer between
 * a check and the connection (DNS rebinding) gains nothing.
 */
function guardedLookup(allow: (address: string) => boolean): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0)
      if (addresses.length === 0 || addresses.some((entry) => !allow(entry.address))) {
        return callback(new ForbiddenAddressError(hostname), '', 0)
      }
      if (options.all) return callback(null, addresses)
      callback(null, addresses[0]!.address, addresses[0]!.family)
    })
  }
}

function headOnce(url: URL, signal: AbortSignal, allow: (address: string) => boolean) {
  return new Promise<HeadAnswer & { location: string | null }>((resolve, reject) => {
    // A literal address is connected to without any lookup: it is checked here instead.
    const literal = url.hostname.replace(/^\[(.*)\]$/, '$1')
    if (net.isIP(literal) && !allow(literal)) return reject(new ForbiddenAddressError(literal))
    const client = url.protocol === 'https:' ? https : http
    const request = client.request(
      url,
      { method: 'HEAD', signal, agent: false, lookup: guardedLookup(allow) },
      (response) => {
        response.resume()
        resolve({
          status: response.statusCode ?? 0,
          contentType: String(response.headers['content-type'] ?? ''),
          location: response.headers.location ?? null,
        })
      },
    )
    request.on('error', reject)
    request.end()
  })
}

/**
 * HEAD of an owner-given URL without letting it reach the server's own network: each hop's
 * host is resolved and checked before connecting, redirects are followed by hand (at most
 * `MAX_REDIRECTS`, http and https only), each new target checked the same way, all within
 * one timeout. Throws `ForbiddenAddressError` on a forbidden hop, any other error when the
 * host does not answer in time; `null` when the redirects go on too long or leave the web.
 */
export async function guardedHead(start: URL, options: GuardOptions): Promise<HeadAnswer | null> {
  const allow = options.allowAddress ?? isPublicAddress
  const signal = AbortSignal.timeout(options.timeoutMs)
  let url = start
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
    const answer = await headOnce(url, signal, allow)
    if (answer.status < 300 || answer.status >= 400 || !answer.location) {
      return { status: answer.status, contentType: answer.contentType }
    }
    url = new URL(answer.location, url)
  }
  return null
}
