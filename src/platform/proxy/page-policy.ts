import { env } from '@/config/env'
import { bootScript } from '@/platform/preferences/preferences'
import {
  contentSecurityPolicy,
  createNonce,
  type PolicyOptions,
  scriptHash,
} from '@/platform/proxy/content-security-policy'

/** Development mode and HTTPS, from the validated environment. */
export function policyOptions(): PolicyOptions {
  const { NODE_ENV, SITE_URL } = env()
  return { development: NODE_ENV === 'development', https: SITE_URL.startsWith('https:') }
}

/** Served from the page cache to everyone, or rendered for this request (src/proxy.ts decides). */
export type PageKind = 'cached' | 'per-request'

let bootScriptHash: Promise<string> | undefined

/** The hashes of the inline scripts the layout writes itself (the no-flash boot script). */
export function layoutScriptHashes(): Promise<string[]> {
  bootScriptHash ??= scriptHash(bootScript)
  return bootScriptHash.then((hash) => [hash])
}

/**
 * A page's policy: the response header, and the request header through which Next.js learns
 * the nonce of a page rendered per request. A cached page's request carries the fixed policy
 * instead, so no nonce (nor whatever a visitor sent under that name) is ever rendered into a
 * page kept for everyone.
 */
export async function pagePolicy(
  kind: PageKind,
): Promise<{ header: string; requestHeaders: Record<string, string> }> {
  const scripts =
    kind === 'cached'
      ? ({ kind } as const)
      : ({ kind, nonce: createNonce(), hashes: await layoutScriptHashes() } as const)
  const header = contentSecurityPolicy(scripts, policyOptions())
  return { header, requestHeaders: { 'content-security-policy': header } }
}
