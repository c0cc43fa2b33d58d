import { describe, expect, it } from 'vitest'

import type { FaqThemeContent } from '@/features/resources/content/faq-content-types'
import { faqEn as writeEn } from '@/features/resources/content/faq.en'
import { faqFr as writeFr } from '@/features/resources/content/faq.fr'
import { defaultSiteFigures, siteFigures } from '@/features/site-settings/site-figures'

const faqFr = writeFr(defaultSiteFigures)
const faqEn = writeEn(defaultSiteFigures)

function entryIds(themes: FaqThemeContent[]): string[] {
  return themes.flatMap((theme) =>
    theme.entries.map((entry) => ('home' in entry ? entry.home : entry.id)),
  )
}

describe('resources centre FAQ content', () => {
  it('asks the same questions, by the same themes, in French and English', () => {
    expect(faqEn.map((theme) => theme.id)).toEqual(faqFr.map((theme) => theme.id))
    expect(entryIds(faqEn)).toEqual(entryIds(faqFr))
  })

  it('covers at least five themes and twenty questions, each question once', () => {
    expect(faqFr.length).toBeGreaterThanOrEqual(5)
    const ids = entryIds(faqFr)
    expect(ids.length).toBeGreaterThanOrEqual(20)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('has no empty question or answer', () => {
    for (const themes of [faqFr, faqEn]) {
      for (const theme of themes) {
        expect(theme.title.trim()).not.toBe('')
        for (const entry of theme.entries) {
          if ('home' in entry) continue
          expect(entry.question.trim()).not.toBe('')
          expect(entry.answer.length).toBeGreaterThan(80)
        }
      }
    }
  })

  it('states prices with each language’s euro placement', () => {
    const audit = (themes: FaqThemeContent[]) =>
      themes[0]?.entries.find((entry) => 'id' in entry && entry.id === 'audit')
    expect(audit(faqFr)).toMatchObject({ question: expect.stringMatching(/589\u00a0€/) })
    expect(audit(faqEn)).toMatchObject({ question: expect.stringContaining('€589') })
  })

  it('writes the price and the city of the settings', () => {
    const figures = siteFigures({ prices: { audit: 1290 }, address: { city: 'Annecy' } })
    const texts = (themes: FaqThemeContent[]) =>
      JSON.stringify(themes).replace(/[\u202f\u00a0]/g, ' ')
    expect(texts(writeFr(figures))).toContain('1 290 €')
    expect(texts(writeFr(figures))).toContain('basé à Annecy')
    expect(texts(writeEn(figures))).toContain('€1,290')
    expect(texts(writeEn(figures))).toContain('based in Annecy')
    expect(texts(writeFr(figures))).not.toContain('589')
  })
})
