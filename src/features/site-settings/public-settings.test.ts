import { describe, expect, it } from 'vitest'

import { site } from '@/config/site'
import { defaultLegalIdentity } from '@/features/site-settings/legal-identity'
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

  it('carry the stored legal identity and logo, the constants and no logo when unset', () => {
    expect(publicSiteSettings({}).legal).toEqual(defaultLegalIdentity)
    expect(publicSiteSettings({}).logo).toBeNull()
    const settings = publicSiteSettings({
      legal: { legalName: 'Atelier Numérique Alpes SARL', legalForm: 'SARL' },
      logo: { filename: 'atelier.png', width: 240, height: 80 },
    })
    expect(settings.legal.legalName).toBe('Atelier Numérique Alpes SARL')
    expect(settings.legal.siren).toBe(defaultLegalIdentity.siren)
    expect(settings.logo).toEqual({ src: '/api/media/file/atelier.png', width: 240, height: 80 })
  })
})
