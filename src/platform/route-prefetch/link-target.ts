import { isLocale } from '@/i18n/locales'

/**
 * Whether a path is one of the site's pages: under a language (`/fr/...`, `/en/...`), not a file
 * (`rss.xml`). Everything else (back office, API, blog preview, documents, unprefixed paths that
 * only redirect) is left to the browser.
 */
function isSitePage(pathname: string): boolean {
  const [, first = '', ...rest] = pathname.split('/')
  const last = rest.at(-1) ?? ''
  return isLocale(first) && !last.includes('.')
}

/** What the link-watching islands need to know of an `<a>`. */
export type LinkFacts = { href: string; target: string; download: boolean; keepScroll?: boolean }

/** The attribute of a link whose navigation keeps the scroll position (`scroll={false}`). */
export const KEEP_SCROLL = 'data-keep-scroll'

/**
 * The page of this site a link leads to, when following it is a client-side navigation: same
 * origin, same tab, no download, not an anchor of the current page (another query of the same
 * path, like a list's page 2, is a navigation), outside the back office and the API. Null
 * otherwise.
 */
export function pageLinkTarget(link: LinkFacts, here: string): URL | null {
  if (link.target || link.download || !link.href) return null
  const current = new URL(here)
  let url: URL
  try {
    url = new URL(link.href, current)
  } catch {
    return null
  }
  if (url.origin !== current.origin || link.href.startsWith('#')) return null
  if (!isSitePage(url.pathname)) return null
  // An anchor of this page scrolls there; the page's own address (the logo on the home page)
  // is a navigation, as next/link made it, not a reload.
  if (url.pathname === current.pathname && url.search === current.search && url.hash) return null
  return url
}

/** The facts of the link an event happened in, if any. */
export function linkFactsOf(target: EventTarget | null): LinkFacts | null {
  if (!(target instanceof Element)) return null
  const link = target.closest('a')
  if (!link) return null
  return {
    href: link.getAttribute('href') ?? '',
    target: link.target,
    download: link.hasAttribute('download'),
    keepScroll: link.hasAttribute(KEEP_SCROLL),
  }
}

/** A click that follows the link in this tab: main button, no modifier, not cancelled. */
export function isPlainClick(event: {
  button: number
  defaultPrevented: boolean
  metaKey: boolean
  ctrlKey: boolean
  shiftKey: boolean
  altKey: boolean
}): boolean {
  return (
    event.button === 0 &&
    !event.defaultPrevented &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  )
}
