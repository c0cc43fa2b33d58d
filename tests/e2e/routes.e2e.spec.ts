import { type APIRequestContext } from '@playwright/test'

import { sampleArticlePath, samplePathParams, walk } from './support/route-walk'
import { specRoutes } from './support/spec-routes'
import { expect, test } from './support/fixtures'

test('every public address, canonical, unprefixed or legacy, answers 200', async ({ request }) => {
  const params = await samplePathParams(request)
  const article = await sampleArticlePath(request, 'fr')
  const articleEn = await sampleArticlePath(request, 'en')
  const problems: string[] = []
  for (const route of specRoutes) {
    for (const template of route.paths) {
      const path = template
        .replace('{slug}', params.slug)
        .replace('{id}', params.id)
        .replace('{article}', article)
        .replace('{articleSlug}', article.split('/').at(-1) ?? '')
        .replace('{articleSlugEn}', articleEn.split('/').at(-1) ?? '')
      const result = await walk(request, path)
      const where = `${route.page}: ${path} -> ${result.finalPath}`
      if (!result.hops.every((hop) => hop === 307 || hop === 308))
        problems.push(`${where}: ${result.hops.join(', ')}`)
      if (result.status !== 200) problems.push(`${where}: ${result.status}`)
      if (!/^\/(fr|en)(\/|$|\?)/.test(result.finalPath)) problems.push(`${where}: no language`)
    }
  }
  expect(problems).toEqual([])
  expect(specRoutes.length).toBeGreaterThan(25)
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
