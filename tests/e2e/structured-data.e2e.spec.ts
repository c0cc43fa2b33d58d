import { type APIRequestContext, expect, test } from '@playwright/test'
import { JSDOM } from 'jsdom'

import type { Locale } from '@/i18n/locales'

import { samplePath } from './support/route-walk'

type Thing = Record<string, unknown> & { '@type': string }

/** Every JSON-LD object of a page (parsed: a syntax error fails the test) and its document. */
async function structuredData(request: APIRequestContext, path: string) {
  const response = await request.get(path)
  expect(response.status(), path).toBe(200)
  const { document } = new JSDOM(await response.text()).window
  const things: Thing[] = []
  for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
    const data: unknown = JSON.parse(script.textContent ?? '')
    for (const item of (Array.isArray(data) ? data : [data]) as Thing[]) {
      expect(item['@context'], path).toBe('https://schema.org')
      expect(typeof item['@type'], path).toBe('string')
      things.push(item)
    }
  }
  return { things, document }
}

const ofType = (things: Thing[], type: string) => things.filter((t) => t['@type'] === type)

function expectAbsolute(url: unknown, origin: string, label: string) {
  expect(typeof url, label).toBe('string')
  expect(new URL(url as string).origin, label).toBe(origin)
}

const locales: Locale[] = ['fr', 'en']

for (const locale of locales) {
  test.describe(`structured data (${locale})`, () => {
    test('home: the business with its price range, the site search and the FAQ', async ({
      request,
      baseURL,
    }) => {
      const origin = new URL(baseURL!).origin
      const { things, document } = await structuredData(request, `/${locale}`)
      const [business] = ofType(things, 'ProfessionalService')
      expect(business).toMatchObject({ priceRange: '€€€', address: { '@type': 'PostalAddress' } })
      expect(business!.name).toBeTruthy()
      expectAbsolute(business!.url, origin, 'business url')
      const [site] = ofType(things, 'WebSite')
      const action = site!.potentialAction as {
        target: { urlTemplate: string }
        'query-input': string
      }
      expect(action.target.urlTemplate).toContain('{search_term_string}')
      expect(action['query-input']).toBe('required name=search_term_string')
      expectAbsolute(
        action.target.urlTemplate.replace('{search_term_string}', 'x'),
        origin,
        'search',
      )
      const [faq] = ofType(things, 'FAQPage')
      const questions = faq!.mainEntity as { name: string; acceptedAnswer: { text: string } }[]
      expect(questions.length).toBeGreaterThan(3)
      const visible = document.body.textContent ?? ''
      for (const q of questions) {
        expect(visible).toContain(q.name)
        expect(q.acceptedAnswer.text.length).toBeGreaterThan(10)
      }
    })

    test('a service page: Service with an offer in euros, breadcrumb and FAQ', async ({
      request,
      baseURL,
    }) => {
      const origin = new URL(baseURL!).origin
      const { things } = await structuredData(
        request,
        `/${locale}/services/audit-technique-applications-web`,
      )
      const [service] = ofType(things, 'Service')
      expect(service).toMatchObject({
        offers: { '@type': 'Offer', priceCurrency: 'EUR', price: 589 },
      })
      expect(service!.provider).toMatchObject({ '@type': 'ProfessionalService' })
      const [crumbs] = ofType(things, 'BreadcrumbList')
      const items = crumbs!.itemListElement as { position: number; name: string; item?: string }[]
      expect(items.map((i) => i.position)).toEqual([1, 2, 3])
      for (const item of items.slice(0, -1)) expectAbsolute(item.item, origin, item.name)
      expect(ofType(things, 'FAQPage')).toHaveLength(1)
      const pwa = await structuredData(request, `/${locale}/services/pwa-progressive-web-apps`)
      expect(ofType(pwa.things, 'Service')[0]).toMatchObject({
        offers: { priceSpecification: { minPrice: 3500, priceCurrency: 'EUR' } },
      })
    })

    test('an article: BlogPosting with headline, dates and word count, and a breadcrumb', async ({
      request,
      baseURL,
    }) => {
      const origin = new URL(baseURL!).origin
      const { things } = await structuredData(
        request,
        await samplePath(request, '/blog/[...slug]', locale),
      )
      const [post] = ofType(things, 'BlogPosting')
      for (const key of [
        'headline',
        'description',
        'image',
        'datePublished',
        'dateModified',
        'wordCount',
      ]) {
        expect(post![key], key).toBeTruthy()
      }
      expect(post!.inLanguage).toBe(locale)
      expect(post!.author).toMatchObject({ '@type': 'Person' })
      expect((post!.author as { name: string }).name).toBeTruthy()
      expect(post!.publisher).toMatchObject({ logo: { '@type': 'ImageObject' } })
      expectAbsolute((post!.image as string[])[0], origin, 'image')
      const [crumbs] = ofType(things, 'BreadcrumbList')
      expect((crumbs!.itemListElement as unknown[]).length).toBeGreaterThanOrEqual(3)
    })

    test('FAQ centre, about page and a project', async ({ request, baseURL }) => {
      const origin = new URL(baseURL!).origin
      const faq = await structuredData(
        request,
        await samplePath(request, '/centre-ressources-faq', locale),
      )
      expect((ofType(faq.things, 'FAQPage')[0]!.mainEntity as unknown[]).length).toBeGreaterThan(5)
      const about = await structuredData(request, await samplePath(request, '/a-propos', locale))
      const [person] = ofType(about.things, 'Person')
      expect(person!.name).toBeTruthy()
      expectAbsolute(person!.url, origin, 'person url')
      const project = await structuredData(
        request,
        await samplePath(request, '/realisation/[slug]', locale),
      )
      const [work] = ofType(project.things, 'CreativeWork')
      expect(work!.name).toBeTruthy()
      expect(work!.creator).toMatchObject({ '@type': 'ProfessionalService' })
      expectAbsolute(work!.url, origin, 'project url')
    })
  })
}
