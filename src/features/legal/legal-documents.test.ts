import { describe, expect, it } from 'vitest'

import { legalDocument, termsOfSaleContent } from '@/features/legal/content/legal-content'
import type { LegalBlock } from '@/features/legal/content/legal-types'
import { legalPaths, termsPdfLocale, termsPdfPath } from '@/features/legal/legal-documents'
import { clockHour, dayAndMonth, formatLegalDate, spelled } from '@/features/legal/legal-text'
import { site } from '@/config/site'
import { defaultSiteSettings, publicSiteSettings } from '@/features/site-settings/public-settings'

const links = (blocks: LegalBlock[]) =>
  blocks.flatMap((block) => (block.kind === 'paragraph' && block.link ? [block.link.href] : []))

describe('legal documents', () => {
  it('exist in both languages with as many sections, unique anchors and valid links', () => {
    for (const key of ['privacy', 'terms', 'notices'] as const) {
      const fr = legalDocument(key, 'fr', defaultSiteSettings)
      const en = legalDocument(key, 'en', defaultSiteSettings)
      expect(en.sections).toHaveLength(fr.sections.length)
      expect(en.lastUpdated).toBe(fr.lastUpdated)
      for (const document of [fr, en]) {
        const ids = document.sections.map((s) => s.id)
        expect(new Set(ids).size).toBe(ids.length)
        const targets = document.sections.flatMap((s) => links(s.blocks))
        for (const target of targets) expect(Object.values(legalPaths)).toContain(target)
      }
    }
  })

  it('covers every form of the site and every browser storage in the privacy policy', () => {
    const text = JSON.stringify(legalDocument('privacy', 'fr', defaultSiteSettings))
    for (const form of ['contact', 'audit', 'Diagnostic', 'estimation', 'guide', 'Newsletter']) {
      expect(text).toContain(form)
    }
    expect(text).toContain('rendez-vous')
    expect(text).toContain('Fenêtres d’inscription')
    for (const key of ['NEXT_LOCALE', 'theme', 'accessibility-preferences', 'popups:seen:']) {
      expect(text).toContain(key)
    }
    expect(text).toContain('CNIL')
  })
})

describe('terms of sale PDF files', () => {
  it('answers the two file names and nothing else', () => {
    expect(termsPdfLocale('conditions-generales-vente.pdf')).toBe('fr')
    expect(termsPdfLocale('general-terms-of-sale.pdf')).toBe('en')
    expect(termsPdfLocale('conditions-generales-vente.PDF')).toBeUndefined()
    expect(termsPdfLocale('../secret.pdf')).toBeUndefined()
    expect(termsPdfPath('en')).toBe('/documents/general-terms-of-sale.pdf')
  })
})

describe('legal wording helpers', () => {
  it('spells small counts the way contracts do', () => {
    expect(spelled(10, 'fr')).toBe('dix (10)')
    expect(spelled(2, 'en')).toBe('two (2)')
    expect(spelled(30, 'fr')).toBe('30')
  })

  it('writes dates and hours in each language', () => {
    expect(formatLegalDate('2024-12-15', 'fr')).toBe('15 décembre 2024')
    expect(dayAndMonth(1, 1, 'fr')).toBe('1er janvier')
    expect(dayAndMonth(1, 1, 'en')).toBe('1 January')
    expect(clockHour(17, 'fr')).toBe('17\u00a0h')
    expect(clockHour(9, 'en')).toBe('9\u00a0am')
    expect(clockHour(12, 'en')).toBe('12\u00a0pm')
  })

  it('name the registered office of the settings', () => {
    const figures = publicSiteSettings({
      address: { street: '3 quai Perrière', postalCode: '38000', city: 'Grenoble' },
    })
    const office = '3 quai Perrière, 38000 Grenoble, France'
    for (const locale of ['fr', 'en'] as const) {
      expect(JSON.stringify(legalDocument('notices', locale, figures))).toContain(office)
      expect(JSON.stringify(legalDocument('privacy', locale, figures))).toContain(office)
      expect(JSON.stringify(termsOfSaleContent(locale, figures))).toContain(office)
      expect(JSON.stringify(legalDocument('notices', locale, figures))).not.toContain(
        'Exemple, 69002',
      )
    }
  })

  it('print the site name, e-mail, phone and legal name of the settings, never the constants', () => {
    const settings = publicSiteSettings({
      siteName: 'Atelier Numérique Alpes',
      email: 'bonjour@atelier.example.org',
      phone: '+33 4 11 22 33 44',
      legal: { legalName: 'Atelier Numérique Alpes SARL', legalForm: 'SARL' },
    })
    const printed = (document: object) => JSON.stringify(document)
    for (const locale of ['fr', 'en'] as const) {
      const notices = printed(legalDocument('notices', locale, settings))
      expect(notices).toContain('Atelier Numérique Alpes')
      expect(notices).toContain('bonjour@atelier.example.org')
      expect(notices).toContain('mailto:bonjour@atelier.example.org')
      expect(notices).toContain('+33 4 11 22 33 44')
      expect(notices).toContain('tel:+33411223344')
      const privacy = printed(legalDocument('privacy', locale, settings))
      expect(privacy).toContain('Atelier Numérique Alpes')
      expect(privacy).toContain('bonjour@atelier.example.org')
      const termsOfUse = printed(legalDocument('terms', locale, settings))
      expect(termsOfUse).toContain('Atelier Numérique Alpes')
      expect(printed(termsOfSaleContent(locale, settings))).toContain('Atelier Numérique Alpes')
      for (const text of [notices, privacy, termsOfUse]) {
        expect(text).toContain('Atelier Numérique Alpes SARL')
        expect(text).not.toContain(site.legalName)
        expect(text).not.toContain(site.name)
        expect(text).not.toContain(site.email)
        expect(text).not.toContain(site.phone)
        expect(text).not.toContain(site.phone.replace(/\s/g, ''))
      }
    }
  })
})
