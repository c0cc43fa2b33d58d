import type { APIRequestContext } from '@playwright/test'

import type { Locale } from '@/i18n/locales'
import { routeSlug, type RouteKey } from '@/i18n/route-table'

export type WalkResult = {
  status: number
  hops: number[]
  finalPath: string
  isHtml: boolean
  links: string[]
}

const origin = 'http://internal.invalid'

/** Same-origin page links of an HTML document, without fragments, mailto or tel. */
export function internalLinks(html: string): string[] {
  const links = new Set<string>()
  for (const match of html.matchAll(/<a\b[^>]*?\shref="([^"]+)"/g)) {
    const raw = (match[1] ?? '').replaceAll('&amp;', '&')
    if (!raw.startsWith('/') || raw.startsWith('//')) continue
    const url = new URL(raw, origin)
    links.add(url.pathname + url.search)
  }
  return [...links]
}

/** Follows redirects one hop at a time (at most five) so every status is seen. */
export async function walk(request: APIRequestContext, path: string): Promise<WalkResult> {
  const hops: number[] = []
  let current = path
  for (let hop = 0; hop < 6; hop += 1) {
    const response = await request.get(current, { maxRedirects: 0 })
    const status = response.status()
    const location = response.headers()['location']
    if (status >= 300 && status < 400 && location && hop < 5) {
      hops.push(status)
      const next = new URL(location, origin)
      current = next.pathname + next.search
      continue
    }
    const isHtml = (response.headers()['content-type'] ?? '').includes('text/html')
    const links = status === 200 && isHtml ? internalLinks(await response.text()) : []
    return { status, hops, finalPath: current, isHtml, links }
  }
  return { status: 0, hops, finalPath: current, isHtml: false, links: [] }
}

/** A seeded project's slug and id, read through the public API. */
export async function samplePathParams(
  request: APIRequestContext,
): Promise<{ slug: string; id: string }> {
  const response = await request.get('/api/projects?limit=1&depth=0&sort=id')
  const body = (await response.json()) as { docs: { id: number | string; slug: string }[] }
  const [project] = body.docs
  if (!project) throw new Error('No seeded project to walk the project routes with')
  return { slug: project.slug, id: String(project.id) }
}

/** A published article's canonical remainder after `/{lang}/blog/`, read through the API. */
export async function sampleArticlePath(
  request: APIRequestContext,
  locale: Locale,
): Promise<string> {
  const response = await request.get(
    `/api/blog-articles?where[language][equals]=${locale}&limit=1&depth=1&sort=-published_at`,
  )
  const body = (await response.json()) as {
    docs: { slug: string; category?: { slug: string } | null }[]
  }
  const [article] = body.docs
  if (!article) throw new Error(`No seeded ${locale} article to walk the blog routes with`)
  return article.category ? `${article.category.slug}/${article.slug}` : article.slug
}

/** A route's canonical path in one language with sample values for its parameters. */
export async function samplePath(
  request: APIRequestContext,
  key: RouteKey,
  locale: Locale,
): Promise<string> {
  let slug: string = routeSlug(key, locale)
  if (slug.includes('[slug]')) slug = slug.replace('[slug]', (await samplePathParams(request)).slug)
  if (slug.includes('[...slug]'))
    slug = slug.replace('[...slug]', await sampleArticlePath(request, locale))
  slug = slug.replace('[category]', 'ai').replace('[tag]', 'automatisation')
  // The search page with results, not only its empty form.
  if (key === '/search') slug += '?q=pwa'
  return slug === '/' ? `/${locale}` : `/${locale}${slug}`
}
