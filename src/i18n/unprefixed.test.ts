import { describe, expect, it } from 'vitest'

import { detectLocale, resolveUnprefixed } from '@/i18n/unprefixed'

describe('resolveUnprefixed', () => {
  it('sends the home and shared slugs to the visitor language temporarily', () => {
    expect(resolveUnprefixed('/', 'en')).toEqual({ pathname: '/en', status: 307 })
    expect(resolveUnprefixed('/services', 'fr')).toEqual({ pathname: '/fr/services', status: 307 })
    expect(resolveUnprefixed('/contact/', 'en')).toEqual({ pathname: '/en/contact', status: 307 })
    expect(resolveUnprefixed('/blog', 'en')).toEqual({ pathname: '/en/blog', status: 307 })
  })

  it('sends a slug owned by one language there permanently, whatever the visitor prefers', () => {
    expect(resolveUnprefixed('/realisations', 'en')).toEqual({
      pathname: '/fr/realisations',
      status: 308,
    })
    expect(resolveUnprefixed('/portfolio', 'fr')).toEqual({
      pathname: '/en/portfolio',
      status: 308,
    })
    expect(resolveUnprefixed('/privacy', 'fr')).toEqual({
      pathname: '/en/privacy-policy',
      status: 308,
    })
    expect(resolveUnprefixed('/cgv', 'en')).toEqual({
      pathname: '/fr/conditions-generales-vente',
      status: 308,
    })
    expect(resolveUnprefixed('/ai-business-guide', 'fr')).toEqual({
      pathname: '/en/ai-business-guide',
      status: 308,
    })
  })

  it('maps project detail prefixes to their language', () => {
    expect(resolveUnprefixed('/realisation/app-crm', 'en')).toEqual({
      pathname: '/fr/realisation/app-crm',
      status: 308,
    })
    expect(resolveUnprefixed('/project/app-crm', 'fr')).toEqual({
      pathname: '/en/project/app-crm',
      status: 308,
    })
    expect(resolveUnprefixed('/projet/3', 'en')).toEqual({ pathname: '/en/projet/3', status: 307 })
  })

  it('leaves prefixed paths alone except legacy aliases', () => {
    expect(resolveUnprefixed('/fr/services', 'en')).toBeNull()
    expect(resolveUnprefixed('/en', 'fr')).toBeNull()
    expect(resolveUnprefixed('/fr/consultation-gratuite', 'fr')).toEqual({
      pathname: '/fr/consultation-expertise-gratuite',
      status: 308,
    })
  })

  it('sends unknown paths to the visitor language so the localized not-found page answers', () => {
    expect(resolveUnprefixed('/nothing-here', 'en')).toEqual({
      pathname: '/en/nothing-here',
      status: 307,
    })
  })
})

describe('detectLocale', () => {
  it('prefers the saved cookie', () => {
    expect(detectLocale('en', 'fr-FR,fr;q=0.9')).toBe('en')
  })

  it('ignores an invalid cookie and uses Accept-Language by quality', () => {
    expect(detectLocale('de', 'de-DE,en-GB;q=0.8,fr;q=0.5')).toBe('en')
    expect(detectLocale(undefined, 'en;q=0.3, fr;q=0.9')).toBe('fr')
  })

  it('falls back to French', () => {
    expect(detectLocale(undefined, null)).toBe('fr')
    expect(detectLocale(undefined, 'de,es;q=0.5')).toBe('fr')
    expect(detectLocale(undefined, 'en;q=0')).toBe('fr')
  })
})

describe('localized paths outside React', () => {
  it('gives each language its own slug', async () => {
    const { localizedPath } = await import('@/i18n/pathnames')
    expect(localizedPath('fr', '/newsletter/desinscription')).toBe('/fr/newsletter/desinscription')
    expect(localizedPath('en', '/newsletter/desinscription')).toBe('/en/newsletter/unsubscribe')
    expect(localizedPath('en', '/')).toBe('/en')
  })
})
