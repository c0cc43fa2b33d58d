import { isLocale } from '@/i18n/locales'

// Tabs, line feeds and other control characters: the URL parser drops some of them silently,
// so `/\t/host` would become `//host`, another site.
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/

/**
 * Where leaving the preview sends the owner: `requested` resolved against the site's own origin
 * (`siteUrl`), kept only when it stays on that origin, returned as a path of this site. Anything
 * else (another host, a scheme, a control character, a path a browser would read as
 * protocol-relative) goes to the home page of the path's language, or `/`.
 */
export function previewExitTarget(requested: string | null, siteUrl: string): string {
  const fallback = homeOf(requested)
  if (!requested || CONTROL_CHARACTER.test(requested)) return fallback
  const origin = new URL(siteUrl).origin
  let target: URL
  try {
    target = new URL(requested, origin)
  } catch {
    return fallback
  }
  if (target.origin !== origin) return fallback
  const path = `${target.pathname}${target.search}${target.hash}`
  // `/.//host` resolves to the path `//host`, which a Location header would send off-site.
  return /^\/(?![/\\])/.test(path) ? path : fallback
}

function homeOf(requested: string | null): string {
  const first = requested?.match(/^\/([a-z]{2})(?:[/?#]|$)/)?.[1]
  return isLocale(first) ? `/${first}` : '/'
}
