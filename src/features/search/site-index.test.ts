import { describe, expect, it } from 'vitest'

import { queryTerms } from '@/features/blog/search/search-terms'
import type { ProjectView } from '@/features/portfolio/project-view'
import { seedProjectData } from '@/features/portfolio/seed/seed-project-data'
import { siteEntries, siteIndex, type SiteSources } from '@/features/search/site-index'
import { rankEntries } from '@/features/search/site-match'
import { defaultSiteSettings } from '@/features/site-settings/public-settings'
import type { Locale } from '@/i18n/locales'

/** The seeded portfolio as the public pages read it. */
const projects = (locale: Locale): ProjectView[] =>
  seedProjectData.map((seed, index) => {
    const copy = seed[locale]
    return {
      id: index + 1,
      slug: seed.slug,
      category: seed.category,
      title: copy.title,
      summary: copy.short,
      description: copy.long,
      image: null,
      gallery: [],
      technologies: seed.technologies,
      challenge: copy.challenge,
      solution: copy.solution,
      results: copy.results,
      metrics: copy.metrics,
      timeline: copy.timeline,
      testimonial: { ...copy.testimonial, avatar: null },
      duration: copy.duration,
      link: null,
    }
  })

const sources = (locale: Locale): SiteSources => ({
  settings: defaultSiteSettings,
  projects: projects(locale),
})

const search = (locale: Locale, q: string) =>
  rankEntries(siteIndex(locale, sources(locale)), queryTerms(q)).map((entry) => entry.href)

describe('the site’s entries', () => {
  it.each(['fr', 'en'] as const)('%s: every listed text exists and is filled in', (locale) => {
    const entries = siteEntries(locale, sources(locale))
    for (const entry of entries) {
      const texts = [entry.title, entry.text, ...entry.aliases, ...entry.labels, entry.description]
      expect(entry.title, entry.href).not.toBe('')
      expect(entry.text, entry.href).not.toBe('')
      for (const text of [...texts, ...entry.headings, ...entry.body]) {
        // A missing key comes back as its path, a missing value as its placeholder.
        expect(text, entry.href).not.toMatch(/[{}]|^[a-z][a-zA-Z]*(\.[\w-]+)+$/)
      }
    }
    expect(new Set(entries.map((entry) => entry.href)).size).toBe(entries.length)
  })
})

describe('what visitors look for', () => {
  const plumbing = 'assistant-ia-devis-plomberie-bordeaux'
  const physio = 'prise-de-rendez-vous-cabinet-kinesitherapie-lille'

  it('finds the plumbing project in its language', () => {
    expect(search('fr', 'plomberie')[0]).toBe(`/fr/realisation/${plumbing}`)
    expect(search('fr', 'Plomberies')[0]).toBe(`/fr/realisation/${plumbing}`)
    expect(search('en', 'plumbing')[0]).toBe(`/en/project/${plumbing}`)
    // By the trade its client names, in a testimonial the portfolio card does not show.
    expect(search('en', 'heating')).toContain(`/en/project/${plumbing}`)
  })

  it('finds the booking page by the words visitors use for it', () => {
    expect(search('fr', 'réservation')[0]).toBe('/fr/reservation')
    expect(search('fr', 'RESERVATIONS')[0]).toBe('/fr/reservation')
    expect(search('fr', 'prise de rendez-vous').slice(0, 2)).toEqual([
      `/fr/realisation/${physio}`,
      '/fr/reservation',
    ])
    // The projects titled "booking" come before the consultation, which says "book a call"
    // in its description only.
    expect(search('en', 'book a call').slice(0, 2)).toContain('/en/booking')
    expect(search('en', 'book a call').slice(0, 5)).toContain('/en/free-expert-consultation')
    expect(search('en', 'booking').slice(0, 2)).toContain('/en/booking')
  })

  it('finds the estimator, the guides, the questions and the legal pages', () => {
    expect(search('fr', 'estimer')[0]).toBe('/fr/services#estimate')
    expect(search('en', 'estimate')[0]).toBe('/en/services#estimate')
    expect(search('fr', 'guide IA')[0]).toBe('/fr/guide-ia-entreprise')
    expect(search('en', 'PWA guide')[0]).toBe('/en/web-apps-pwa-guide')
    expect(search('fr', 'acompte')).toContain('/fr/centre-ressources-faq#faq-deposit')
    expect(search('en', 'cookies')).toContain('/en/privacy-policy')
  })

  it('puts what a title names before what a page mentions', () => {
    // The guide says "RGPD" in its description, a heading and its text; the question, in its title.
    expect(search('fr', 'rgpd')[0]).toBe('/fr/centre-ressources-faq#faq-ai-data')
    expect(search('fr', 'rgpd')).toContain('/fr/guide-ia-entreprise')
    expect(search('fr', 'google business')[0]).toBe('/fr/diagnostic-business-complet')
  })

  it('finds nothing for words the site never uses', () => {
    expect(search('fr', 'zorglub')).toEqual([])
    expect(search('en', 'plomberie')).toEqual([])
  })
})
