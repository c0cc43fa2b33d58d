import { describe, expect, it } from 'vitest'

import { languageLinks } from '@/components/layout/widgets/language-links'

const homes = { fr: '/fr', en: '/en' }

describe('languageLinks', () => {
  it('links each language to the same page, the current one marked', () => {
    expect(
      languageLinks({
        locale: 'fr',
        paths: { fr: '/fr/a-propos', en: '/en/about' },
        fallbacks: homes,
      }),
    ).toEqual([
      { locale: 'fr', href: '/fr/a-propos', current: true },
      { locale: 'en', href: '/en/about', current: false },
    ])
  })

  it('sends a language without the page to its fallback, without the query', () => {
    const links = languageLinks({
      locale: 'fr',
      paths: { fr: '/fr/blog/strategy/rgpd' },
      fallbacks: { fr: '/fr/blog', en: '/en/blog' },
      query: { q: 'unused' },
    })
    expect(links.map((link) => link.href)).toEqual(['/fr/blog/strategy/rgpd?q=unused', '/en/blog'])
  })

  it('keeps the query, encoded, and leaves out empty values', () => {
    const links = languageLinks({
      locale: 'en',
      paths: { fr: '/fr/recherche', en: '/en/search' },
      fallbacks: homes,
      query: { q: 'prise de rendez-vous & co', page: undefined, category: '' },
    })
    expect(links.map((link) => link.href)).toEqual([
      '/fr/recherche?q=prise+de+rendez-vous+%26+co',
      '/en/search?q=prise+de+rendez-vous+%26+co',
    ])
  })
})
