import { describe, expect, it } from 'vitest'

import { serviceKeys } from '@/config/site'
import { formatEuros } from '@/features/pricing/format-price'
import { serviceContent } from '@/features/services/content/service-content'
import type { ServiceContent } from '@/features/services/content/service-content-types'
import { siteFigures } from '@/features/site-settings/site-figures'
import { locales, type Locale } from '@/i18n/locales'

/** Every text of a page, flattened. */
function texts(content: ServiceContent): string[] {
  return Object.values(content).flatMap((value) => {
    if (typeof value === 'string') return [value]
    if (Array.isArray(value)) return value.flatMap((item) => Object.values(item))
    return Object.values(value).flat()
  })
}

/** Euro amounts as each language writes them: "3 500 €" in French, "€3,500" in English. */
const amountPattern: Record<Locale, RegExp> = {
  fr: /\d[\d\u202f\u00a0 ,]*\s?€/g,
  en: /€\d+(?:[,.]\d+)*/g,
}

/** Figures an owner could set, all unlike the constants, so a hard-coded one shows. */
const figures = siteFigures({
  claims: { years: 12, projects: 340, entrepreneurs: 520 },
  prices: { audit: 690, pwa: 3900, webapps: 6500, ia: 2400, formation: 1700, conseil: 165 },
})

const normalise = (value: string) => value.replace(/[\u202f\u00a0]/g, ' ').trim()

describe('service page content', () => {
  it('has the same structure in French and English for every service', () => {
    for (const service of serviceKeys) {
      const [fr, en] = locales.map((locale) => serviceContent(service, locale, figures))
      if (!fr || !en) throw new Error('two locales expected')
      expect(en.deliverables.length, service).toBe(fr.deliverables.length)
      expect(en.audiences.length, service).toBe(fr.audiences.length)
      expect(en.process?.length, service).toBe(fr.process?.length)
      expect(en.pricing.included.length, service).toBe(fr.pricing.included.length)
      expect(en.faq.length, service).toBe(fr.faq.length)
    }
  })

  it('fills every section and leaves no text empty', () => {
    for (const service of serviceKeys) {
      for (const locale of locales) {
        const content = serviceContent(service, locale, figures)
        expect(content.deliverables.length).toBeGreaterThanOrEqual(4)
        expect(content.audiences.length).toBeGreaterThanOrEqual(3)
        if (content.process) expect(content.process.length).toBeGreaterThanOrEqual(3)
        expect(content.faq.length).toBeGreaterThanOrEqual(4)
        for (const text of texts(content)) expect(text.trim(), `${service} ${locale}`).not.toBe('')
      }
    }
  })

  it('keeps every list a multiple of its columns, so no card sits alone on a row', () => {
    for (const service of serviceKeys) {
      for (const locale of locales) {
        const content = serviceContent(service, locale, figures)
        // Two columns on a tablet, three on a wide screen.
        expect(content.deliverables.length % 6, `${service} ${locale}`).toBe(0)
        // Four steps across a wide screen.
        if (content.process) expect(content.process.length, service).toBe(4)
      }
    }
  })

  it('shows the general method once: build projects link to it instead of copying it', () => {
    for (const locale of locales) {
      expect(serviceContent('pwa', locale, figures).process).toBeUndefined()
      expect(serviceContent('webapps', locale, figures).process).toBeUndefined()
      expect(serviceContent('audit', locale, figures).process).toHaveLength(4)
    }
  })

  it('states the price of the price list, in the language’s euro format', () => {
    for (const service of serviceKeys) {
      for (const locale of locales) {
        const { pricing } = serviceContent(service, locale, figures)
        expect(pricing.basis).toContain(formatEuros(figures.prices[service].amount, locale))
      }
    }
  })

  it('writes no euro amount by hand: every amount is a price of the settings', () => {
    for (const locale of locales) {
      const known = new Set(
        serviceKeys.map((service) =>
          normalise(formatEuros(figures.prices[service].amount, locale)),
        ),
      )
      for (const service of serviceKeys) {
        const amounts = texts(serviceContent(service, locale, figures)).flatMap(
          (text) => text.match(amountPattern[locale]) ?? [],
        )
        for (const amount of amounts)
          expect(known, `${service} ${locale}`).toContain(normalise(amount))
      }
    }
  })

  it('writes the years of experience of the settings', () => {
    expect(serviceContent('conseil', 'fr', figures).lead).toContain('plus de 12\u00a0ans')
    expect(serviceContent('conseil', 'en', figures).lead).toContain('more than 12 years')
  })
})
