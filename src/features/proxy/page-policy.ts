import { env } from '@/config/env'
import {
  contentSecurityPolicy,
  createNonce,
  nonceHeader,
  type PolicyOptions,
} from '@/features/security/content-security-policy'

/** Development mode and HTTPS, from the validated environment. */
export function policyOptions(): PolicyOptions {
  const { NODE_ENV, SITE_URL } = env()
  return { development: NODE_ENV === 'development', https: SITE_URL.startsWith('https:') }
}

/**
 * A page's policy with a fresh nonce: the response header, and the request headers through which
 * Next.js (`content-security-policy`) and our layout (`x-nonce`) learn the nonce. Whatever a
 * visitor sent under those names is replaced.
 */
export function pagePolicy(): { header: string; requestHeaders: Record<string, string> } {
  const nonce = createNonce()
  const header = contentSecurityPolicy(nonce, policyOptions())
  return { header, requestHeaders: { 'content-security-policy': header, [nonceHeader]: nonce } }
}
