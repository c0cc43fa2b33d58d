/**
 * What a crawler reads in a server-rendered page, taken from its HTML text: the document is
 * the framework's own output, with attributes in double quotes.
 */
export type PageHead = {
  lang: string | null
  title: string
  canonical: string | null
  /** hreflang -> absolute URL. */
  alternates: Record<string, string>
  robots: string | null
  /** Every JSON-LD block's text. */
  jsonLd: string[]
  /** The language switch's links: where each goes and the language it names. */
  switchLinks: { href: string; hreflang: string | null; current: boolean }[]
}

const decode = (value: string) =>
  value.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#x27;', "'")

function attributes(tag: string): Record<string, string> {
  const found: Record<string, string> = {}
  for (const [, name, value] of tag.matchAll(/\s([\w:-]+)="([^"]*)"/g))
    found[name!.toLowerCase()] = decode(value!)
  return found
}

const tags = (html: string, name: string) =>
  [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'g'))].map(([tag]) => attributes(tag))

export function pageHead(html: string): PageHead {
  const links = tags(html, 'link')
  const alternates: Record<string, string> = {}
  for (const link of links) {
    if (link.rel === 'alternate' && link.hreflang && link.href)
      alternates[link.hreflang] = link.href
  }
  const nav = /<nav[^>]*data-testid="language-switch"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? ''
  return {
    lang: attributes(/<html\b[^>]*>/.exec(html)?.[0] ?? '').lang ?? null,
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '').trim(),
    canonical: links.find((link) => link.rel === 'canonical')?.href ?? null,
    alternates,
    robots: tags(html, 'meta').find((meta) => meta.name === 'robots')?.content ?? null,
    jsonLd: [
      ...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
    ].map(([, text]) => text!),
    switchLinks: tags(nav, 'a').map((link) => ({
      href: link.href ?? '',
      hreflang: link.hreflang ?? null,
      current: link['aria-current'] === 'page',
    })),
  }
}
