import { type APIRequestContext, expect, test } from '@playwright/test'

import { locales } from '@/i18n/locales'
import { routeTable, type RouteKey } from '@/i18n/route-table'

import { sampleArticlePath, samplePath, samplePathParams, walk } from './support/route-walk'
import { specRoutes } from './support/spec-routes'

test.describe('every public address, canonical, unprefixed or legacy', () => {
  for (const route of specRoutes) {
    test(`${route.page}: every path answers 200`, async ({ request }) => {
      const params = await samplePathParams(request)
      const article = await sampleArticlePath(request, 'fr')
      const articleEn = await sampleArticlePath(request, 'en')
      for (const template of route.paths) {
        const path = template
          .replace('{slug}', params.slug)
          .replace('{id}', params.id)
          .replace('{article}', article)
          .replace('{articleSlug}', article.split('/').at(-1) ?? '')
          .replace('{articleSlugEn}', articleEn.split('/').at(-1) ?? '')
        const result = await walk(request, path)
        expect(
          result.hops.every((hop) => hop === 307 || hop === 308),
          path,
        ).toBe(true)
        expect(result.status, `${path} -> ${result.finalPath}`).toBe(200)
        expect(result.finalPath, path).toMatch(/^\/(fr|en)(\/|$|\?)/)
      }
    })
  }
})

test('every route of our table answers in both languages at its canonical path', async ({
  request,
}) => {
  for (const key of Object.keys(routeTable) as RouteKey[]) {
    if (key === '/projet/[id]') continue
    for (const locale of locales) {
      const path = await samplePath(request, key, locale)
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status(), path).toBe(200)
      const html = await response.text()
      expect(html, path).toContain(`<html lang="${locale}"`)
    }
  }
})

async function expectNotFoundOrRedirect(request: APIRequestContext, path: string) {
  const result = await walk(request, path)
  expect([404, 200], path).toContain(result.status)
  if (result.status === 200) expect(result.hops.length, path).toBeGreaterThan(0)
}

test('unknown and malformed paths answer the not-found page or a redirect, never an error', async ({
  request,
}) => {
  // The page itself is checked in a browser by languages.e2e.spec.ts.
  expect((await request.get('/fr/cette-page-n-existe-pas')).status()).toBe(404)
  for (const path of [
    '/en/this-page-does-not-exist',
    '/fr/%E0%A4%A',
    '/%ff%fe',
    '/fr/services/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    `/fr/${'a'.repeat(3000)}`,
    `/fr/realisation/${'x'.repeat(300)}`,
    '/en/project/%2e%2e%2f%2e%2e%2fadmin',
    '/fr/projet/abc',
    '/fr/projet/999999',
    '/projet/-1',
  ]) {
    await expectNotFoundOrRedirect(request, path)
  }
})

test('no internal link of any page is dead', async ({ request }) => {
  test.setTimeout(300_000)
  const seen = new Set<string>()
  const queue = ['/fr', '/en']
  const dead: string[] = []
  while (queue.length > 0 && seen.size < 400) {
    const path = queue.shift() ?? ''
    if (seen.has(path)) continue
    seen.add(path)
    const result = await walk(request, path)
    if (result.status !== 200) {
      dead.push(`${path} (${result.status})`)
      continue
    }
    if (!result.isHtml || result.finalPath.startsWith('/admin')) continue
    for (const link of result.links) if (!seen.has(link)) queue.push(link)
  }
  expect(dead).toEqual([])
  expect(seen.size).toBeGreaterThan(30)
})
