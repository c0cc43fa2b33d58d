import { gzipSync } from 'node:zlib'

import type { APIResponse } from '@playwright/test'
import { JSDOM } from 'jsdom'

import { locales } from '@/i18n/locales'

import { routePath } from './support/crawl'
import { expect, test } from './support/fixtures'
import { htmlErrors } from './support/html-checker'
import { frenchSpacingFaults, visibleText } from './support/visible-text'

/**
 * The site as a crawler reads it: every page of the route table in both languages and every
 * page of the sitemaps, loaded once by the worker's crawl (support/crawl.ts), and every check
 * that holds for each page run on that one answer.
 */

test('every page of the route table and the sitemaps answers in its language, with a title', async ({
  crawl,
}) => {
  const problems: string[] = []
  for (const { path, locale } of crawl.routes) {
    const page = crawl.pages.get(path)!
    if (page.status !== 200) problems.push(`${path}: ${page.status}`)
    const { head } = page
    if (head.lang !== locale) problems.push(`${path}: lang ${head.lang}`)
    if (!head.title) problems.push(`${path}: no title`)
  }
  for (const path of crawl.sitemapPaths) {
    const page = crawl.pages.get(path)!
    if (page.status !== 200) problems.push(`${path} (sitemap): ${page.status}`)
    if (page.head.lang !== path.slice(1, 3)) problems.push(`${path}: lang`)
  }
  expect(problems).toEqual([])
  // Both languages, the projects and the articles of the sitemaps.
  expect(crawl.routes.length).toBeGreaterThan(50)
  expect(crawl.sitemapPaths).toEqual(
    expect.arrayContaining([
      '/fr',
      '/en',
      '/fr/blog/tutorial/optimiser-fiche-google-business-profile',
    ]),
  )
})

test('every page has its canonical and reciprocal hreflang links', async ({ crawl, baseURL }) => {
  const origin = new URL(baseURL!).origin
  const problems: string[] = []
  const expectEqual = (actual: unknown, expected: unknown, what: string) => {
    if (actual !== expected) problems.push(`${what}: ${String(actual)} ≠ ${String(expected)}`)
  }
  const pages = [
    ...crawl.routes.map(({ key, locale, path, route }) => ({ key, locale, path, route })),
    ...crawl.sitemapPaths.map((path) => ({
      key: undefined,
      locale: path.slice(1, 3) as (typeof locales)[number],
      path,
      route: undefined,
    })),
  ]
  for (const { key, locale, path, route } of pages) {
    const { head } = crawl.pages.get(path)!
    const own = new URL(path, origin)
    expectEqual(head.canonical, `${own.origin}${own.pathname}`, `${path} canonical`)
    expectEqual(head.alternates[locale], head.canonical, `${path} hreflang ${locale}`)
    // The page itself in French (or in its only language); the site root for the home only.
    const xDefault = new URL(head.alternates['x-default'] ?? '/none', origin)
    const home = key === '/' || path === `/${locale}`
    const french = new URL(head.alternates.fr ?? head.canonical ?? '/', origin).pathname
    expectEqual(xDefault.origin, origin, `${path} x-default origin`)
    expectEqual(xDefault.pathname, home ? '/' : french, `${path} x-default`)
    if (!home && !/^\/fr\/./.test(xDefault.pathname)) problems.push(`${path}: x-default not French`)
    if (route?.unlisted && !head.robots?.includes('noindex')) problems.push(`${path}: indexable`)
    // Every page of the route table exists in every language (an article may not).
    for (const lang of route ? locales : []) {
      if (!head.alternates[lang]) problems.push(`${path}: no hreflang ${lang}`)
    }
    for (const [lang, url] of Object.entries(head.alternates)) {
      if (lang === 'x-default' || lang === locale) continue
      if (!(locales as readonly string[]).includes(lang)) problems.push(`${path}: hreflang ${lang}`)
      const other = crawl.pages.get(new URL(url).pathname)
      if (!other) {
        problems.push(`${path}: alternate ${url} not crawled`)
        continue
      }
      const otherHead = other.head
      expectEqual(otherHead.canonical, url, `${url} (alternate of ${path}) canonical`)
      expectEqual(otherHead.alternates[locale], head.canonical, `${url} back to ${path}`)
    }
  }
  expect(problems).toEqual([])
})

test('every language switch links to the same page in each language', async ({ crawl }) => {
  const problems: string[] = []
  for (const { path, locale } of crawl.routes) {
    const links = crawl.pages.get(path)!.head.switchLinks
    if (links.length !== locales.length) problems.push(`${path}: ${links.length} links`)
    for (const { href, hreflang, current } of links) {
      if (current !== (hreflang === locale))
        problems.push(`${path}: ${hreflang} current ${current}`)
      const target = crawl.pages.get(href)
      const lang = target?.head.lang
      if (target?.status !== 200 || lang !== hreflang)
        problems.push(`${path} -> ${href}: ${target?.status} ${lang}`)
    }
  }
  expect(problems).toEqual([])
})

const header = (headers: Record<string, string>, name: string) => headers[name] ?? ''

/** A response a shared cache may keep for everyone: no cookie, no per-visitor variation. */
function shareableProblems(headers: Record<string, string>): string[] {
  const problems: string[] = []
  const cacheControl = header(headers, 'cache-control')
  if (!/\bs-maxage=\d+/.test(cacheControl)) problems.push(`cache-control ${cacheControl}`)
  if (!/\bstale-while-revalidate=\d+/.test(cacheControl)) problems.push('no stale-while-revalidate')
  if (/private|no-store|no-cache/.test(cacheControl)) problems.push(`cache-control ${cacheControl}`)
  if (header(headers, 'set-cookie')) problems.push('sets a cookie')
  if (header(headers, 'vary').toLowerCase().includes('cookie')) problems.push('varies on cookies')
  const policy = header(headers, 'content-security-policy')
  if (!/script-src 'self' 'unsafe-inline';/.test(policy) || policy.includes('nonce-'))
    problems.push(`policy ${policy}`)
  return problems
}

test('cached pages go out with headers a CDN can use, per-request pages with a nonce', async ({
  crawl,
  request,
}) => {
  test.setTimeout(180_000)
  const problems: string[] = []
  // The portfolio's filters are cached route segments too.
  const cached = [
    ...crawl.routes.filter(({ route }) => !route.perRequest).map(({ path }) => path),
    '/en/portfolio?category=web',
    '/fr/realisations?category=ai',
  ]
  for (const { path, route } of crawl.routes) {
    if (!route.perRequest) continue
    const { headers, status } = crawl.pages.get(path)!
    if (status !== 200) problems.push(`${path}: ${status}`)
    if (!/no-store/.test(header(headers, 'cache-control'))) problems.push(`${path}: stored`)
    if (header(headers, 'x-nextjs-cache')) problems.push(`${path}: from the page cache`)
    if (!/'nonce-[^']+'/.test(header(headers, 'content-security-policy')))
      problems.push(`${path}: no nonce`)
  }
  for (const path of cached) {
    problems.push(
      ...shareableProblems(crawl.pages.get(path)?.headers ?? {}).map((p) => `${path}: ${p}`),
    )
    // Kept: the next visit, with a language cookie, is served from the page cache. Another
    // test's change may have made the crawl's render stale: it is then rendered again in the
    // background, which the next visits wait for.
    let again: APIResponse | undefined
    await expect
      .poll(
        async () => {
          again = await request.get(path, { headers: { cookie: 'NEXT_LOCALE=en' } })
          return header(again.headers(), 'x-nextjs-cache')
        },
        { message: path },
      )
      .toBe('HIT')
    problems.push(...shareableProblems(again!.headers()).map((p) => `${path} (again): ${p}`))
  }
  expect(problems).toEqual([])
})

test('no internal link of any page is dead', async ({ crawl }) => {
  const dead: string[] = []
  for (const [link, { from, result }] of crawl.links) {
    if (result.status !== 200) dead.push(`${link} on ${from} (${result.status})`)
    if (!result.hops.every((hop) => hop === 307 || hop === 308))
      dead.push(`${link}: redirected with ${result.hops.join(', ')}`)
  }
  expect(dead).toEqual([])
  expect(crawl.links.size).toBeGreaterThan(30)
})

test('every structured data block of every page parses as schema.org', async ({ crawl }) => {
  const problems: string[] = []
  for (const page of crawl.pages.values()) {
    for (const text of page.head.jsonLd) {
      try {
        const data: unknown = JSON.parse(text)
        for (const item of (Array.isArray(data) ? data : [data]) as Record<string, unknown>[]) {
          if (item['@context'] !== 'https://schema.org') problems.push(`${page.path}: context`)
          if (typeof item['@type'] !== 'string') problems.push(`${page.path}: no type`)
        }
      } catch (error) {
        problems.push(`${page.path}: ${String(error)}`)
      }
    }
  }
  expect(problems).toEqual([])
})

/**
 * The HTML a first visit downloads, a budget on bytes (not on time). Next.js writes every
 * server-drawn element twice, in the HTML and in the React payload that hydrates it: a
 * dictionary handed to a client component, icons drawn as big SVG, long class lists repeated
 * on every card all show up here. `npm run bench` prints the same figures.
 */
const KB = 1024
const PAGE_LIMIT = 150 * KB
// The home page's aim is 90 KB and 18 KB gzip. The owner's card, the testimonials with their
// logos and the client-logo row took it to 148.2 and 29.4; shortening it to eight phone screens
// (each section said once, the services as a priced list, four FAQ questions) brought it back
// to 136.7 and 26.5. These keep it from growing again, with room for the way the server splits
// its React payload (about 1 KB either way).
const HOME_LIMIT = 138 * KB
const HOME_GZIP_LIMIT = 27.5 * KB

test('no page weighs more than 150 KB of HTML, and the home page does not grow back', async ({
  crawl,
}) => {
  const over: string[] = []
  for (const page of crawl.pages.values()) {
    if (page.html && page.bytes.length > PAGE_LIMIT)
      over.push(`${page.path}: ${(page.bytes.length / KB).toFixed(1)} KB`)
  }
  expect(over).toEqual([])
  const home = crawl.pages.get('/fr')!.bytes
  expect(home.length).toBeLessThanOrEqual(HOME_LIMIT)
  expect(gzipSync(home, { level: 9 }).length).toBeLessThanOrEqual(HOME_GZIP_LIMIT)
})

test('French pages follow French spacing, whoever wrote the text', async ({ crawl }) => {
  const faults: string[] = []
  for (const [path, page] of crawl.pages) {
    if (!page.html || !/^\/fr(\/|$)/.test(path)) continue
    for (const fault of frenchSpacingFaults(visibleText(page.html)).slice(0, 3)) {
      faults.push(`${path}: «${fault}»`)
    }
  }
  expect(faults).toEqual([])
})

test('the owner’s face and name are on the home, about and consultation pages and every byline', async ({
  crawl,
}) => {
  for (const locale of locales) {
    for (const key of ['/', '/a-propos', '/consultation-expertise-gratuite'] as const) {
      const path = key === '/' ? `/${locale}` : routePath(crawl, key, locale)
      const { document } = new JSDOM(crawl.pages.get(path)!.html).window
      const card = document.querySelector('[data-testid="owner-card"]')
      expect(card, path).not.toBeNull()
      expect(card!.querySelector('img')?.getAttribute('alt'), path).toMatch(/portrait/i)
      expect(card!.textContent, path).toContain(
        locale === 'fr' ? 'Développeur web et IA indépendant' : 'Independent web and AI developer',
      )
    }
    const article = routePath(crawl, '/blog/[...slug]', locale)
    const { document } = new JSDOM(crawl.pages.get(article)!.html).window
    const byline = document.querySelector('header img[src*="owner-portrait"]')
    expect(byline, `${article}: the byline's face`).not.toBeNull()
    expect(
      document
        .querySelector('#author-title')
        ?.closest('section')
        ?.querySelector('img')
        ?.getAttribute('src'),
    ).toContain('owner-portrait')
    // New articles have no views yet: no "Aucune vue" under the title.
    expect(document.querySelector('[data-testid="view-count"]'), article).toBeNull()
  }
})

test('every page of the route table is valid HTML for the W3C checker', async ({ crawl }) => {
  const documents = new Map<string, string>()
  for (const { path } of crawl.routes) {
    const { html } = crawl.pages.get(path)!
    if (html) documents.set(path, html)
  }
  expect(documents.size).toBeGreaterThan(50)
  expect(await htmlErrors(documents)).toEqual([])
})
