import { JSDOM } from 'jsdom'

import { locales } from '@/i18n/locales'

import { type Crawl, routePath } from './support/crawl'
import { expect, test } from './support/fixtures'

type Thing = Record<string, unknown> & { '@type': string }

/**
 * Every JSON-LD object of a page the crawl loaded (each block's syntax and context are checked
 * on every page by site-crawl.e2e.spec.ts).
 */
function structuredData(crawl: Crawl, path: string) {
  const page = crawl.pages.get(path)
  expect(page?.status, path).toBe(200)
  const things = page!.head.jsonLd.flatMap((text) => {
    const data: unknown = JSON.parse(text)
    return (Array.isArray(data) ? data : [data]) as Thing[]
  })
  return { things, html: page!.html }
}

const ofType = (things: Thing[], type: string) => things.filter((t) => t['@type'] === type)

function expectAbsolute(url: unknown, origin: string, label: string) {
  expect(typeof url, label).toBe('string')
  expect(new URL(url as string).origin, label).toBe(origin)
}

test('the home, a service, an article, the FAQ, the about page and a project describe themselves', async ({
  crawl,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin
  for (const locale of locales) {
    // Home: the business with its price range, the site search and the FAQ.
    const home = structuredData(crawl, `/${locale}`)
    const [business] = ofType(home.things, 'ProfessionalService')
    expect(business).toMatchObject({ priceRange: '€€€', address: { '@type': 'PostalAddress' } })
    expect(business!.name).toBeTruthy()
    expectAbsolute(business!.url, origin, 'business url')
    const [site] = ofType(home.things, 'WebSite')
    const action = site!.potentialAction as {
      target: { urlTemplate: string }
      'query-input': string
    }
    expect(action.target.urlTemplate).toContain('{search_term_string}')
    expect(action['query-input']).toBe('required name=search_term_string')
    expectAbsolute(action.target.urlTemplate.replace('{search_term_string}', 'x'), origin, 'search')
    const [faq] = ofType(home.things, 'FAQPage')
    const questions = faq!.mainEntity as { name: string; acceptedAnswer: { text: string } }[]
    expect(questions.length).toBeGreaterThan(3)
    const visible = new JSDOM(home.html).window.document.body.textContent ?? ''
    for (const q of questions) {
      expect(visible).toContain(q.name)
      expect(q.acceptedAnswer.text.length).toBeGreaterThan(10)
    }

    // A service page: Service with an offer in euros, breadcrumb and FAQ.
    const audit = structuredData(crawl, `/${locale}/services/audit-technique-applications-web`)
    const [service] = ofType(audit.things, 'Service')
    expect(service).toMatchObject({
      offers: { '@type': 'Offer', priceCurrency: 'EUR', price: 589 },
    })
    expect(service!.provider).toMatchObject({ '@type': 'ProfessionalService' })
    const [crumbs] = ofType(audit.things, 'BreadcrumbList')
    const items = crumbs!.itemListElement as { position: number; name: string; item?: string }[]
    expect(items.map((i) => i.position)).toEqual([1, 2, 3])
    for (const item of items.slice(0, -1)) expectAbsolute(item.item, origin, item.name)
    expect(ofType(audit.things, 'FAQPage')).toHaveLength(1)
    const pwa = structuredData(crawl, `/${locale}/services/pwa-progressive-web-apps`)
    expect(ofType(pwa.things, 'Service')[0]).toMatchObject({
      offers: { priceSpecification: { minPrice: 3500, priceCurrency: 'EUR' } },
    })

    // An article: BlogPosting with headline, dates and word count, and a breadcrumb.
    const article = structuredData(crawl, routePath(crawl, '/blog/[...slug]', locale))
    const [post] = ofType(article.things, 'BlogPosting')
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
    const [articleCrumbs] = ofType(article.things, 'BreadcrumbList')
    expect((articleCrumbs!.itemListElement as unknown[]).length).toBeGreaterThanOrEqual(3)

    // The FAQ centre, the about page and a project.
    const faqPage = structuredData(crawl, routePath(crawl, '/centre-ressources-faq', locale))
    expect((ofType(faqPage.things, 'FAQPage')[0]!.mainEntity as unknown[]).length).toBeGreaterThan(
      5,
    )
    const about = structuredData(crawl, routePath(crawl, '/a-propos', locale))
    const [person] = ofType(about.things, 'Person')
    expect(person!.name).toBeTruthy()
    expectAbsolute(person!.url, origin, 'person url')
    // The owner's profile: role and bio in the page's language, the seed's portrait.
    expect(person).toMatchObject({
      '@id': `${origin}/#owner`,
      jobTitle:
        locale === 'fr' ? 'Développeur web et IA indépendant' : 'Independent web and AI developer',
      worksFor: { '@id': `${origin}/#organization` },
    })
    expect(person!.image).toMatch(/\/api\/media\/file\/owner-portrait.*\.webp$/)
    expect(ofType(home.things, 'Person')).toEqual([person])
    const project = structuredData(crawl, routePath(crawl, '/realisation/[slug]', locale))
    const [work] = ofType(project.things, 'CreativeWork')
    expect(work!.name).toBeTruthy()
    expect(work!.creator).toMatchObject({ '@type': 'ProfessionalService' })
    expectAbsolute(work!.url, origin, 'project url')
  }
})
