import { describe, expect, it } from 'vitest'

import type { ArticleSummary } from '@/features/blog/article-view'
import { queryTerms } from '@/features/blog/search/search-terms'
import { orderResults, type Found } from '@/features/search/result-order'
import { indexEntry, rankedEntries, type SiteEntry } from '@/features/search/site-match'
import type { Locale } from '@/i18n/locales'

const entry = (href: string, fields: Partial<SiteEntry>): SiteEntry => ({
  kind: 'page',
  href,
  title: '',
  text: '',
  aliases: [],
  labels: [],
  description: '',
  headings: [],
  body: [],
  ...fields,
})

const article = (id: number, fields: Partial<ArticleSummary>): ArticleSummary => ({
  id,
  language: 'fr',
  slug: `article-${id}`,
  translationKey: `article-${id}`,
  title: '',
  excerpt: '',
  href: `/fr/blog/article-${id}`,
  category: null,
  tags: [],
  image: null,
  publishedAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  readingTime: 5,
  viewsCount: 0,
  ...fields,
})

const href = (found: Found) => (found.kind === 'entry' ? found.entry.href : found.article.href)

/** The articles come as the index ranks them; the entries as the site's index lists them. */
const search = (entries: SiteEntry[], articles: ArticleSummary[], q: string, locale: Locale) => {
  const terms = queryTerms(q)
  return orderResults(rankedEntries(entries.map(indexEntry), terms), articles, terms, locale).map(
    href,
  )
}

const pages = [
  entry('/fr/guide-ia', { kind: 'guide', title: 'Guide IA', headings: ['Le RGPD et vos données'] }),
  entry('/fr/faq#hebergement', { kind: 'faq', title: 'Où sont hébergées mes données ?' }),
  entry('/fr/a-propos', { title: 'À propos', body: ['Des outils conformes au RGPD.'] }),
  entry('/fr/services/ia', { title: 'Intégration d’IA', body: ['Hébergé en Europe, RGPD.'] }),
  entry('/fr/diagnostic', { title: 'Diagnostic business gratuit', body: ['Votre fiche Google'] }),
]

describe('the site’s entries and the articles, in one ranking', () => {
  it('puts the article titled by the query before the pages mentioning it', () => {
    const rgpd = article(7, {
      title: 'RGPD : mettre en conformité les formulaires de votre site',
      tags: [{ slug: 'rgpd', name: 'RGPD' }],
    })
    const budget = article(4, { title: 'Quel budget pour votre projet web ?' })
    expect(search(pages, [rgpd, budget], 'rgpd', 'fr')).toEqual([
      '/fr/blog/article-7',
      '/fr/guide-ia',
      '/fr/a-propos',
      '/fr/services/ia',
      // Found by the index in its body, which the summary does not show.
      '/fr/blog/article-4',
    ])
  })

  it('puts the article titled by the whole query before a page titled by one word', () => {
    const profile = article(6, { title: 'Optimiser sa fiche Google Business Profile' })
    expect(search(pages, [profile], 'google business', 'fr').slice(0, 2)).toEqual([
      '/fr/blog/article-6',
      '/fr/diagnostic',
    ])
  })

  it('lists the other language’s articles last, and entries first between equals', () => {
    const english = article(8, {
      language: 'en',
      href: '/en/blog/gdpr',
      title: 'RGPD explained',
    })
    const french = article(9, { title: 'À propos du RGPD' })
    const question = entry('/fr/faq#rgpd', { kind: 'faq', title: 'À propos du RGPD' })
    expect(search([...pages, question], [english, french], 'rgpd', 'fr')).toEqual([
      '/fr/faq#rgpd',
      '/fr/blog/article-9',
      '/fr/guide-ia',
      '/fr/a-propos',
      '/fr/services/ia',
      '/en/blog/gdpr',
    ])
  })

  it('ignores accents and case in titles and queries', () => {
    const seo = article(3, { title: 'Le Référencement local expliqué' })
    const faq = entry('/fr/faq#seo', { kind: 'faq', title: 'Et le SEO ?', body: ['référencement'] })
    expect(search([faq], [seo], 'REFERENCEMENT', 'fr')).toEqual([
      '/fr/blog/article-3',
      '/fr/faq#seo',
    ])
  })
})
