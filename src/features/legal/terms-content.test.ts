import { describe, expect, it } from 'vitest'

import { site } from '@/config/site'

import { termsOfSaleContent, termsSections } from '@/features/legal/content/legal-content'
import type { LegalBlock, TermsOfSaleContent } from '@/features/legal/content/legal-types'
import { formatLegalDate } from '@/features/legal/legal-text'
import { defaultSiteSettings, publicSiteSettings } from '@/features/site-settings/public-settings'

function blockText(block: LegalBlock): string[] {
  switch (block.kind) {
    case 'paragraph':
      return [block.text, block.link?.label ?? '']
    case 'list':
      return block.items
    case 'definitions':
      return block.items.flatMap((item) => [item.term, item.definition])
    case 'records':
      return block.items.flatMap((r) => [r.title, ...r.fields.flatMap((f) => [f.label, f.value])])
  }
}

/** Everything the page and the PDF print, as one string with ordinary spaces. */
function allText(content: TermsOfSaleContent): string {
  const parts = [
    content.title,
    ...termsSections(content).flatMap((s) => [s.title, ...s.blocks.flatMap(blockText)]),
    content.keyPoints.title,
    ...content.keyPoints.items,
    content.contact.title,
    content.contact.text,
  ]
  return parts.join('\n').replace(/[\u00a0\u202f]/g, ' ')
}

describe('general terms of sale: every figure', () => {
  const fr = allText(termsOfSaleContent('fr', defaultSiteSettings))
  const en = allText(termsOfSaleContent('en', defaultSiteSettings))

  it('were last updated on 15 December 2024', () => {
    expect(formatLegalDate(termsOfSaleContent('fr', defaultSiteSettings).lastUpdated, 'fr')).toBe(
      '15 décembre 2024',
    )
    expect(formatLegalDate(termsOfSaleContent('en', defaultSiteSettings).lastUpdated, 'en')).toBe(
      '15 December 2024',
    )
  })

  it.each([
    ['key points', 'Acompte de 50 % pour démarrer', 'A 50% deposit to start'],
    ['flat rate', 'Prix forfaitaires', 'Flat-rate pricing'],
    [
      'ownership',
      'propriétaire des livrables jusqu’au paiement complet',
      'ownership of the deliverables until full payment',
    ],
    ['maintenance apart', 'Maintenance facturée séparément', 'Maintenance billed separately'],
    [
      'deposit',
      'd’application métier donne lieu au versement, à la Commande, d’un acompte de 50 % du prix',
      'business application requires a deposit of 50% of the price',
    ],
    [
      'short missions',
      'inférieure à un (1) mois sont réglées en totalité avant leur démarrage',
      'less than one (1) month are paid in full before they start',
    ],
    [
      'long missions',
      '50 % avant leur démarrage et de 50 % à la Livraison',
      'paid 50% before they start and 50% on Delivery',
    ],
    [
      'late penalty',
      'trois (3) fois le taux d’intérêt légal',
      'three (3) times the French statutory interest rate',
    ],
    [
      'billing dispute',
      'par lettre recommandée avec accusé de réception, motifs à l’appui, dans un délai de dix (10) jours',
      'by registered letter with acknowledgement of receipt, stating the reasons, within ten (10) days',
    ],
    [
      'postponement',
      'reporter la date de Livraison de trois (3) semaines au plus',
      'postpone Delivery by three (3) weeks at most',
    ],
    [
      'non-conformity',
      'dans un délai de deux (2) mois à compter de la Livraison',
      'within two (2) months of Delivery',
    ],
    ['hidden defects', 'contre les vices cachés', 'against hidden defects'],
    [
      'warranty length',
      'pendant trois (3) mois à compter de la Livraison',
      'for three (3) months from Delivery',
    ],
    [
      'weekday rate',
      '66,50 € HT de l’heure du lundi au vendredi, de 9 h à 17 h',
      '€66.50 excl. VAT per hour, Monday to Friday, 9 am to 5 pm',
    ],
    [
      'other rate',
      '180 € HT de l’heure en dehors de ces jours et horaires',
      '€180 excl. VAT per hour outside those days and hours',
    ],
    [
      'yearly billing',
      'Le nom de domaine, l’hébergement et la messagerie sont facturés annuellement, le 1er janvier',
      'Domain name, hosting and e-mail are billed yearly, on 1 January',
    ],
    ['non-solicitation', 'pendant deux (2) ans après son terme', 'for two (2) years after it ends'],
    [
      'payment means',
      'par carte bancaire ou par virement SEPA',
      'by card or by SEPA bank transfer',
    ],
    ['recovery indemnity', 'frais de recouvrement de 40 €', '€40 for recovery costs'],
  ])('states the %s in both languages', (_, french, english) => {
    expect(fr).toContain(french)
    expect(en).toContain(english)
  })

  it('has a preamble, definitions and articles 1 to 13, each with its own anchor', () => {
    for (const locale of ['fr', 'en'] as const) {
      const sections = termsSections(termsOfSaleContent(locale, defaultSiteSettings))
      expect(sections).toHaveLength(15)
      expect(sections.slice(2).map((s) => s.id)).toEqual(
        Array.from({ length: 13 }, (_, i) => `article-${i + 1}`),
      )
      expect(sections[14]?.title).toMatch(/^Article 13 – /)
      expect(new Set(sections.map((s) => s.id)).size).toBe(sections.length)
      for (const section of sections) expect(section.blocks.length).toBeGreaterThan(0)
    }
  })

  it('never keeps the other version of the non-solicitation period', () => {
    expect(fr).not.toMatch(/douze|12 mois/)
    expect(en).not.toMatch(/twelve|12 months/)
  })
})

describe('general terms of sale: the settings they print', () => {
  const settings = publicSiteSettings({
    siteName: 'Atelier Numérique Alpes',
    email: 'bonjour@atelier.example.org',
    phone: '+33 4 11 22 33 44',
    address: { street: '3 quai Perrière', postalCode: '38000', city: 'Grenoble' },
  })

  it.each(['fr', 'en'] as const)(
    'name the site and office of the settings, the registered name in %s',
    (locale) => {
      const content = termsOfSaleContent(locale, settings)
      expect(content.description).toContain('Atelier Numérique Alpes')
      expect(content.description).not.toContain(site.name)
      const text = allText(content)
      expect(text).toContain('3 quai Perrière, 38000 Grenoble, France')
      // The contracting party is the registered business, whatever the site is called.
      expect(text).toContain(site.legalName)
    },
  )
})
