import { ForbiddenAddressError, guardedHead } from '@/features/seo/social-image/guarded-head'

/**
 * Social image URLs: a local or same-site path is accepted only with an image
 * extension; an external URL must answer a HEAD request within 3 s with an image content type,
 * else the extension check decides; if that fails too, the default share image is used. An
 * external URL whose host is (or resolves or redirects to) a loopback, private, link-local or
 * otherwise non-public address is refused outright and never requested: social networks could
 * not fetch it either, and the request would probe the server's own network.
 */
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'gif', 'svg'] as const
export const HEAD_TIMEOUT_MS = 3_000
/** The default share image, 1200x630 JPEG. */
export const DEFAULT_SOCIAL_IMAGE = '/images/og-default.jpg'

export type ImageCheck = { ok: boolean; url: string; reason?: string }

function parse(url: string, siteUrl: string): URL | null {
  try {
    return new URL(url, siteUrl)
  } catch {
    return null
  }
}

export function hasImageExtension(url: URL): boolean {
  const extension = url.pathname.split('.').pop()?.toLowerCase() ?? ''
  return url.pathname.includes('.') && (IMAGE_EXTENSIONS as readonly string[]).includes(extension)
}

/** A path on this site (relative, or absolute on SITE_URL's origin). */
export function isSameSite(url: string, siteUrl: string): boolean {
  if (url.startsWith('/') && !url.startsWith('//')) return true
  const parsed = parse(url, siteUrl)
  return parsed !== null && parsed.origin === new URL(siteUrl).origin
}

/** The check without network: the one for local paths, and the fallback for external ones. */
export function extensionCheck(url: string, siteUrl: string): ImageCheck {
  const parsed = parse(url, siteUrl)
  if (!parsed || !['http:', 'https:'].includes(parsed.protocol)) {
    return { ok: false, url: DEFAULT_SOCIAL_IMAGE, reason: 'adresse invalide' }
  }
  return hasImageExtension(parsed)
    ? { ok: true, url: parsed.toString() }
    : {
        ok: false,
        url: DEFAULT_SOCIAL_IMAGE,
        reason: `extension absente ou non autorisée (${IMAGE_EXTENSIONS.join(', ')})`,
      }
}

type CheckOptions = {
  siteUrl: string
  allowAddress?: (address: string) => boolean
  /** How long the HEAD may take; a test waits less than the real 3 s. */
  timeoutMs?: number
}

/** The full rule: HEAD for external URLs, the extension for local ones and as the fallback. */
export async function checkSocialImageUrl(url: string, options: CheckOptions): Promise<ImageCheck> {
  const value = url.trim()
  if (!value) return { ok: false, url: DEFAULT_SOCIAL_IMAGE, reason: 'adresse vide' }
  if (isSameSite(value, options.siteUrl)) return extensionCheck(value, options.siteUrl)
  const parsed = parse(value, options.siteUrl)
  if (!parsed || !['http:', 'https:'].includes(parsed.protocol)) {
    return { ok: false, url: DEFAULT_SOCIAL_IMAGE, reason: 'adresse invalide' }
  }
  try {
    const answer = await guardedHead(parsed, {
      timeoutMs: options.timeoutMs ?? HEAD_TIMEOUT_MS,
      allowAddress: options.allowAddress,
    })
    if (
      answer &&
      answer.status >= 200 &&
      answer.status < 300 &&
      answer.contentType.startsWith('image/')
    ) {
      return { ok: true, url: parsed.toString() }
    }
  } catch (error) {
    if (error instanceof ForbiddenAddressError) {
      return { ok: false, url: DEFAULT_SOCIAL_IMAGE, reason: 'adresse locale ou privée' }
    }
    // No answer in time: the extension decides, as for a failed check.
  }
  return extensionCheck(value, options.siteUrl)
}
