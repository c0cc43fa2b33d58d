import proxyaddr from 'proxy-addr'

import { env } from '@/config/env'
import { addressKey } from '@/platform/rate-limit/address-key'

/**
 * The private request header in which the server's outermost layer
 * (socket-address-preload.mjs beside this file, loaded before Next.js) writes the connection's address, over
 * any copy the client sent. The same name is written there.
 */
export const socketAddressHeader = 'x-site-socket-address'
const preloadMark = Symbol.for('site.socket-address-header')

type TrustFunction = (address: string, hop: number) => boolean
let compiled: { list: readonly string[]; trust: TrustFunction } | undefined

function trustFor(list: readonly string[]): TrustFunction {
  if (compiled?.list !== list) compiled = { list, trust: proxyaddr.compile([...list]) }
  return compiled.trust
}

/**
 * The visitor's address as the rate limits and the sign-in history see it: the connection's,
 * unless it comes from a proxy listed in `TRUSTED_PROXIES`; then `X-Forwarded-For` is read
 * from the right, hop by hop, and the first address that is not a trusted proxy is the
 * client's (what a client writes there itself sits further left, behind the proxies' own
 * entries, and is never reached). `unknown` when the server was started without the module
 * that writes the connection's address: a header anyone can send is never taken for it.
 */
export function clientIp(headers: Headers): string {
  const socket = (globalThis as Record<symbol, unknown>)[preloadMark]
    ? headers.get(socketAddressHeader)?.trim()
    : undefined
  if (!socket) return 'unknown'
  const trust = trustFor(env().TRUSTED_PROXIES)
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .reverse()
  let client = socket
  for (const [hop, previous] of forwarded.entries()) {
    if (!trust(client, hop)) break
    client = previous
  }
  return plainAddress(client)
}

/** An IPv4 client on a dual-stack socket reads as `::ffff:a.b.c.d`: counted as `a.b.c.d`. */
const plainAddress = (address: string) => address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1')

/**
 * What the rate limits and the sign-in lock count the visitor under: their address, an IPv6 one
 * by its /64 (address-key.ts). Records (sign-in history, audit) keep `clientIp` itself.
 */
export function clientLimitKey(headers: Headers): string {
  return addressKey(clientIp(headers))
}
