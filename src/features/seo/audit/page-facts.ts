import { JSDOM } from 'jsdom'

import type { AuthorFacts } from '@/features/seo/audit/author-score'

/** What the audit reads from a page's HTML. */
export type PageFacts = {
  title: string
  description: string
  h1Count: number
  imagesWithoutAlt: string[]
  canonical: string | null
  alternates: Record<string, string>
  jsonLd: { ok: boolean; types: string[]; error?: string }[]
  internalLinks: string[]
  ogImage: string | null
  ogTitle: string | null
  ogDescription: string | null
  author: AuthorFacts | null
}

const MAX_LINKS = 200

/** Reads the facts of one page; `pageUrl` resolves relative links and tells internal ones. */
export function readPageFacts(html: string, pageUrl: string): PageFacts {
  const { document } = new JSDOM(html).window
  const origin = new URL(pageUrl).origin
  const attr = (selector: string, name: string) =>
    document.querySelector(selector)?.getAttribute(name)?.trim() ?? null
  const alternates: Record<string, string> = {}
  for (const link of document.querySelectorAll('link[rel="alternate"][hreflang]')) {
    const lang = link.getAttribute('hreflang')
    const href = link.getAttribute('href')
    if (lang && href) alternates[lang] = new URL(href, pageUrl).toString()
  }
  const links = new Set<string>()
  for (const a of document.querySelectorAll('a[href]')) {
    const url = new URL(a.getAttribute('href')!, pageUrl)
    url.hash = ''
    if (url.origin === origin && links.size < MAX_LINKS) links.add(url.toString())
  }
  return {
    title: document.title.trim(),
    description: attr('meta[name="description"]', 'content') ?? '',
    h1Count: document.querySelectorAll('h1').length,
    imagesWithoutAlt: [...document.querySelectorAll('img:not([alt])')].map(
      (img) => img.getAttribute('src') ?? '',
    ),
    canonical: attr('link[rel="canonical"]', 'href'),
    alternates,
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
      readJsonLd(script.textContent ?? ''),
    ),
    internalLinks: [...links],
    ogImage: attr('meta[property="og:image"]', 'content'),
    ogTitle: attr('meta[property="og:title"]', 'content'),
    ogDescription: attr('meta[property="og:description"]', 'content'),
    author: readAuthor(document),
  }
}

function readJsonLd(text: string): PageFacts['jsonLd'][number] {
  try {
    const data: unknown = JSON.parse(text)
    const items = (Array.isArray(data) ? data : [data]) as Record<string, unknown>[]
    const graph = items.flatMap((item) =>
      Array.isArray(item['@graph']) ? (item['@graph'] as Record<string, unknown>[]) : [item],
    )
    const types = graph.map((item) => item['@type'])
    const ok =
      items.every((item) => /schema\.org/.test(String(item['@context']))) &&
      types.every((type) => typeof type === 'string' && type.length > 0)
    return ok
      ? { ok, types: types as string[] }
      : { ok, types: [], error: '@context ou @type manquant' }
  } catch {
    return { ok: false, types: [], error: 'JSON illisible' }
  }
}

/** The article's author card (`features/blog/components/AuthorCard.tsx`), when the page has one. */
function readAuthor(document: Document): AuthorFacts | null {
  const card = document.querySelector('[aria-labelledby="author-title"]')
  if (!card) return null
  const texts = [...card.querySelectorAll('p')].map((p) => p.textContent?.trim() ?? '')
  return {
    name: texts[0] ?? '',
    bio: texts.slice(1).join(' '),
    photo: Boolean(card.querySelector('img[src]')),
    links: card.querySelectorAll('a[href^="http"]').length,
  }
}
