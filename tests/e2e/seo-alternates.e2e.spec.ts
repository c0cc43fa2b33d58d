import { type APIRequestContext, expect, test } from '@playwright/test'
import { JSDOM } from 'jsdom'

import { locales } from '@/i18n/locales'
import { routeTable, type RouteDefinition, type RouteKey } from '@/i18n/route-table'

import { samplePath } from './support/route-walk'

type Head = { canonical: string | null; alternates: Record<string, string>; robots: string | null }

async function head(request: APIRequestContext, url: string): Promise<Head> {
  const response = await request.get(url, { maxRedirects: 0 })
  expect(response.status(), url).toBe(200)
  const { document } = new JSDOM(await response.text()).window
  const alternates: Record<string, string> = {}
  for (const link of document.querySelectorAll('link[rel="alternate"][hreflang]')) {
    alternates[link.getAttribute('hreflang')!] = link.getAttribute('href')!
  }
  return {
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    alternates,
    robots: document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
  }
}

test('every route of the route table has its canonical and reciprocal hreflang links', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(240_000)
  const checked: string[] = []
  for (const key of Object.keys(routeTable) as RouteKey[]) {
    const route: RouteDefinition = routeTable[key]
    // `/projet/{id}` only redirects to the project's page.
    if (key === '/projet/[id]') continue
    for (const locale of locales) {
      const path = await samplePath(request, key, locale)
      const page = await head(request, path)
      const own = new URL(path, baseURL)
      expect(page.canonical, path).toBe(`${own.origin}${own.pathname}`)
      expect(page.alternates[locale], path).toBe(page.canonical)
      // The page itself in French (or in its only language); the site root, which sends each
      // visitor to their language, for the home page only.
      const xDefault = new URL(page.alternates['x-default'] ?? '')
      expect(xDefault.origin, path).toBe(own.origin)
      expect(xDefault.pathname, path).toBe(
        key === '/' ? '/' : new URL(page.alternates.fr ?? page.canonical ?? '').pathname,
      )
      if (key !== '/') expect(xDefault.pathname, path).toMatch(/^\/fr\/./)
      if (route.unlisted) expect(page.robots, path).toContain('noindex')
      for (const [lang, url] of Object.entries(page.alternates)) {
        if (lang === 'x-default' || lang === locale) continue
        expect(locales as readonly string[], `${path} hreflang ${lang}`).toContain(lang)
        const other = await head(request, new URL(url).pathname)
        expect(other.canonical, `${url}, alternate of ${path}`).toBe(url)
        expect(other.alternates[locale], `${url} must point back to ${path}`).toBe(page.canonical)
      }
      checked.push(path)
    }
  }
  expect(checked.length).toBeGreaterThan(50)
})
