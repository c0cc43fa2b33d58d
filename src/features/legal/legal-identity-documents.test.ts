import { describe, expect, it } from 'vitest'

import { legalEntity } from '@/config/site'
import { legalDocument, termsOfSaleContent } from '@/features/legal/content/legal-content'
import { defaultSiteSettings, publicSiteSettings } from '@/features/site-settings/public-settings'
import { sampleIdentity } from '@/features/site-settings/sample-legal-identity'
import { typeset } from '@/i18n/french-typography'

const identity = sampleIdentity.legal

const settings = publicSiteSettings({ siteName: sampleIdentity.siteName, legal: identity })
const text = (document: object) => JSON.stringify(document)

describe('legal documents: the legal identity of the settings', () => {
  it.each(['fr', 'en'] as const)('name the publisher and host of the settings in %s', (locale) => {
    // As a reader sees them: French text holds digit groups with a narrow no-break space.
    const shown = (value: string) => typeset(value, locale)
    const notices = text(legalDocument('notices', locale, settings))
    for (const value of [
      identity.legalName,
      identity.siren,
      identity.siret,
      identity.vatNumber,
      identity.host.name,
      '5 rue du Lac, 74000 Annecy, France',
      identity.host.phone,
      identity.host.website,
    ]) {
      expect(notices).toContain(shown(value))
    }
    for (const constant of [legalEntity.siren, legalEntity.vatNumber, legalEntity.host.name]) {
      expect(notices).not.toContain(shown(constant))
    }
    expect(text(legalDocument('privacy', locale, settings))).toContain(shown(identity.siret))
    expect(text(legalDocument('privacy', locale, settings))).toContain(shown(identity.host.name))
    expect(text(termsOfSaleContent(locale, settings))).toContain(shown(identity.siret))
  })

  it('word the legal form, activity and publication director for a company', () => {
    const fr = text(legalDocument('notices', 'fr', settings))
    expect(fr).toContain('Société à responsabilité limitée (SARL)')
    expect(fr).toContain('6202A – Conseil en systèmes et logiciels informatiques')
    expect(fr).toContain('le représentant légal de la société Atelier Numérique Alpes SARL')
    expect(fr).not.toContain('Entreprise individuelle')
    const en = text(legalDocument('notices', 'en', settings))
    expect(en).toContain('Limited liability company (SARL)')
    expect(en).toContain('6202A – Computer consultancy activities')
    expect(en).toContain('the legal representative of Atelier Numérique Alpes SARL')
  })

  it('keep the sole proprietor wording of the seed', () => {
    const fr = text(legalDocument('notices', 'fr', defaultSiteSettings))
    expect(fr).toContain('Entreprise individuelle (EI)')
    expect(fr).toContain('6201Z – Programmation informatique')
    expect(fr).toContain('l’entrepreneur individuel qui exploite')
    const en = text(legalDocument('notices', 'en', defaultSiteSettings))
    expect(en).toContain('Sole proprietorship (entreprise individuelle, EI)')
  })

  it('leave out the VAT line of a business without a number, and print an unknown code alone', () => {
    const exempt = publicSiteSettings({ legal: { ...identity, vatNumber: '', apeCode: '9999Z' } })
    for (const locale of ['fr', 'en'] as const) {
      const notices = legalDocument('notices', locale, exempt)
      const terms = notices.sections.flatMap((section) =>
        section.blocks.flatMap((block) =>
          block.kind === 'definitions' ? block.items.map((item) => item.term) : [],
        ),
      )
      expect(terms.some((term) => /TVA|VAT/.test(term))).toBe(false)
      expect(text(notices)).toContain('"9999Z"')
    }
  })
})
