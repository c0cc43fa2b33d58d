import { describe, expect, it } from 'vitest'

import { site } from '@/config/site'
import { defaultSiteFigures } from '@/features/site-settings/site-figures'
import { defaultSiteSettings, publicSiteSettings } from '@/features/site-settings/public-settings'

describe('public site settings', () => {
  it('are the constants when the global has none', () => {
    expect(publicSiteSettings({})).toEqual(defaultSiteSettings)
    expect(defaultSiteSettings).toMatchObject({ siteName: site.name, email: site.email })
    expect(defaultSiteSettings.address).toEqual(defaultSiteFigures.address)
  })

  it('take each stored contact detail, an empty one falling back on its own', () => {
    const settings = publicSiteSettings({
      siteName: 'Atelier Numérique Alpes',
      email: 'bonjour@atelier.example.org',
      phone: '',
      linkedin: null,
    })
    expect(settings.siteName).toBe('Atelier Numérique Alpes')
    expect(settings.email).toBe('bonjour@atelier.example.org')
    expect(settings.phone).toBe(site.phone)
    expect(settings.linkedin).toBe(site.linkedin)
  })
})
