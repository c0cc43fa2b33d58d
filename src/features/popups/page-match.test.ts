import { describe, expect, it } from 'vitest'

import { isExcludedPage, pagePath, popupTargetsPage } from '@/features/popups/page-match'

describe('popup page matching', () => {
  it('reads the page without its language, query, hash or trailing slash', () => {
    expect(pagePath('/fr')).toBe('/')
    expect(pagePath('/en/')).toBe('/')
    expect(pagePath('/fr/blog/ia/mon-article?x=1#top')).toBe('/blog/ia/mon-article')
    expect(pagePath('/english-page')).toBe('/english-page')
  })

  it('matches a target and every page below it, in both languages', () => {
    expect(popupTargetsPage(['/blog'], '/fr/blog')).toBe(true)
    expect(popupTargetsPage(['/blog'], '/fr/blog/ia/mon-article')).toBe(true)
    expect(popupTargetsPage(['/blog'], '/en/blog/web/my-article')).toBe(true)
    expect(popupTargetsPage(['/blog'], '/fr/blogueurs')).toBe(false)
    expect(popupTargetsPage(['/services/*'], '/en/services/pwa-progressive-web-apps')).toBe(true)
    expect(popupTargetsPage(['/services'], '/fr/realisations')).toBe(false)
  })

  it('follows translated slugs: a French target covers the English page', () => {
    expect(popupTargetsPage(['/realisations'], '/en/portfolio')).toBe(true)
    expect(popupTargetsPage(['/centre-ressources-faq'], '/en/resources-center-faq')).toBe(true)
    expect(popupTargetsPage(['/portfolio'], '/en/portfolio')).toBe(true)
  })

  it('treats / as the home page only', () => {
    expect(popupTargetsPage(['/'], '/fr')).toBe(true)
    expect(popupTargetsPage(['/'], '/en/')).toBe(true)
    expect(popupTargetsPage(['/'], '/fr/services')).toBe(false)
  })

  it('shows a popup without targets on every page but the excluded ones', () => {
    expect(popupTargetsPage([], '/fr')).toBe(true)
    expect(popupTargetsPage(null, '/en/blog/x')).toBe(true)
    expect(popupTargetsPage(['', '  '], '/fr/services')).toBe(true)
    for (const page of [
      '/admin',
      '/admin/collections/popups',
      '/fr/contact',
      '/en/booking',
      '/fr/reservation',
      '/fr/consultation-expertise-gratuite',
      '/en/free-expert-consultation',
      '/fr/mentions-legales',
      '/en/privacy-policy',
      '/en/terms-of-service',
      '/fr/conditions-generales-vente',
      '/en/newsletter/unsubscribe',
    ]) {
      expect(isExcludedPage(page), page).toBe(true)
      expect(popupTargetsPage([], page), page).toBe(false)
    }
  })

  it('keeps excluded pages free of popups even when the owner targets them', () => {
    expect(popupTargetsPage(['/contact'], '/fr/contact')).toBe(false)
    expect(popupTargetsPage(['/conditions-generales'], '/fr/conditions-generales')).toBe(false)
    expect(isExcludedPage('/fr/conditions-generales-vente')).toBe(true)
    expect(isExcludedPage('/fr/services')).toBe(false)
  })
})
