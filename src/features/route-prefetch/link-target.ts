/** What the link-watching islands need to know of an `<a>`. */
export type LinkFacts = { href: string; target: string; download: boolean }

/**
 * The page of this site a link leads to, when following it is a client-side navigation: same
 * origin, same tab, no download, another page than the current one (an anchor of this page is
 * not a navigation), outside the back office and the API. Null otherwise.
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
  if (url.origin !== current.origin || url.pathname === current.pathname) return null
  if (url.pathname.startsWith('/admin') || url.pathname.startsWith('/api')) return null
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
  }
}
