import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { SearchOutcome } from '@/features/search/search-site'

import { startPayload, type TestContext } from './support/test-payload'

// Outside a Next.js server the cached queries (settings, projects, article summaries) read the
// database directly, as on a cache miss.
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  unstable_cache: <T>(load: T) => load,
}))

let ctx: TestContext

beforeAll(async () => {
  ctx = await startPayload()
})

afterAll(async () => {
  await ctx?.close()
})

const plumbing = 'assistant-ia-devis-plomberie-bordeaux'

async function search(
  q: string,
  locale: 'fr' | 'en',
  page = 1,
  rankedArticles?: number,
): Promise<SearchOutcome> {
  const { searchSite } = await import('@/features/search/search-site')
  return searchSite(q, locale, page, { rankedArticles })
}

const hrefs = async (q: string, locale: 'fr' | 'en') =>
  (await search(q, locale)).results.map((result) => result.href)

describe('site search', () => {
  it('finds the plumbing project in the visitor’s language, from the database', async () => {
    const fr = await search('plomberie', 'fr')
    expect(fr.results[0]).toMatchObject({
      kind: 'project',
      href: `/fr/realisation/${plumbing}`,
      title: 'Assistant IA de préparation des devis pour une entreprise de plomberie-chauffage',
      category: 'IA',
      language: 'fr',
    })
    const en = await search('plumbing', 'en')
    expect(en.results[0]).toMatchObject({
      kind: 'project',
      href: `/en/project/${plumbing}`,
      title: 'AI assistant that prepares quotes for a plumbing and heating firm',
      category: 'AI',
      language: 'en',
    })
  })

  it('finds the booking page for the words visitors use, in both languages', async () => {
    expect((await search('réservation', 'fr')).results[0]).toMatchObject({
      kind: 'page',
      href: '/fr/reservation',
      title: 'Réserver un rendez-vous',
    })
    expect(await hrefs('prise de rendez-vous', 'fr')).toContain('/fr/reservation')
    expect(await hrefs('book a call', 'en')).toContain('/en/booking')
    expect(await hrefs('booking', 'en')).toContain('/en/booking')
  })

  it('ranks the site’s entries and the articles together, across the pages of results', async () => {
    const first = await search('devis', 'fr')
    const kinds = first.results.map((result) => result.kind)
    expect(kinds).toContain('project')
    expect(kinds).toContain('faq')
    expect(kinds).toContain('article')
    const seen: string[] = []
    for (let page = 1; page <= first.pages; page += 1)
      seen.push(...(await search('devis', 'fr', page)).results.map((result) => result.href))
    expect(seen).toHaveLength(first.total)
    expect(new Set(seen).size).toBe(first.total)
    // With two articles ranked, the others follow them in the index's order, read page by page.
    const past: string[] = []
    for (let page = 1; page <= first.pages; page += 1)
      past.push(...(await search('devis', 'fr', page, 2)).results.map((result) => result.href))
    expect(past).toHaveLength(first.total)
    expect(new Set(past)).toEqual(new Set(seen))
    // The tutorial titled "automatiser vos devis" comes before the terms of sale, which only
    // name quotes in their sections.
    const tutorial = seen.findIndex((href) => href.endsWith('/automatiser-devis-sans-coder'))
    expect(tutorial).toBeGreaterThan(0)
    expect(tutorial).toBeLessThan(seen.indexOf('/fr/conditions-generales-vente'))
    const english = seen.findIndex((href) => href.startsWith('/en/'))
    if (english >= 0)
      expect(seen.slice(english).every((href) => href.startsWith('/en/'))).toBe(true)
  })

  it('puts the article titled by the query first, accents and case aside', async () => {
    const rgpd = '/fr/blog/strategy/rgpd-formulaires-site-pme'
    for (const q of ['rgpd', 'RGPD']) {
      expect((await search(q, 'fr')).results[0]).toMatchObject({
        kind: 'article',
        href: rgpd,
        title: expect.stringMatching(/^RGPD/),
      })
    }
    expect((await hrefs('google business', 'fr'))[0]).toMatch(
      /^\/fr\/blog\/.+\/optimiser-fiche-google-business-profile$/,
    )
    expect((await hrefs('Google Business', 'en'))[0]).toMatch(
      /^\/en\/blog\/.+\/optimize-google-business-profile$/,
    )
    const accented = await hrefs('référencement', 'fr')
    expect(accented).toEqual(await hrefs('REFERENCEMENT', 'fr'))
    expect(accented).toContainEqual(expect.stringMatching(/optimiser-fiche-google-business/))
  })

  it('leaves out a project the owner took back to draft', async () => {
    expect(await hrefs('plomberie', 'fr')).toContain(`/fr/realisation/${plumbing}`)
    const { docs } = await ctx.payload.find({
      collection: 'projects',
      where: { slug: { equals: plumbing } },
      overrideAccess: true,
    })
    await ctx.payload.update({
      collection: 'projects',
      id: docs[0]!.id,
      data: { _status: 'draft' },
      overrideAccess: true,
      context: { skipRevalidate: true },
    })
    expect(await hrefs('plomberie', 'fr')).not.toContain(`/fr/realisation/${plumbing}`)
    expect(await hrefs('plumbing', 'en')).not.toContain(`/en/project/${plumbing}`)
  })
})
