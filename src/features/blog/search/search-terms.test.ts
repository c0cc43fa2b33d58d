import { describe, expect, it } from 'vitest'

import {
  excerptAround,
  highlight,
  normalizeForSearch,
  otherForms,
  queryTerms,
  tokenize,
  words,
} from '@/features/blog/search/search-terms'

describe('search terms', () => {
  it('folds accents, case and punctuation', () => {
    expect(normalizeForSearch('Intégrer l’IA : Œuvre, PWA!')).toBe('integrer l ia oeuvre pwa')
  })

  it('keeps meaningful words only, distinct for tokens, repeated for frequencies', () => {
    expect(tokenize('Les PWA et les applications PWA')).toEqual(['pwa', 'applications'])
    expect(words('PWA, PWA et encore PWA')).toEqual(['pwa', 'pwa', 'encore', 'pwa'])
  })

  it('limits a query to eight terms and ignores junk', () => {
    expect(queryTerms('a b c !!! ???')).toEqual([])
    expect(queryTerms('un deux trois quatre cinq six sept huit neuf dix')).toHaveLength(8)
    expect(queryTerms('x'.repeat(5000))).toEqual([])
  })
})

describe('highlight', () => {
  it('marks words starting with a term, whatever their accents and case, in the original text', () => {
    const segments = highlight('Intégration de l’IA et intégrer', ['integr'])
    expect(segments.filter((s) => s.match).map((s) => s.text)).toEqual(['Intégration', 'intégrer'])
    expect(segments.map((s) => s.text).join('')).toBe('Intégration de l’IA et intégrer')
  })

  it('does not mark a term inside a word', () => {
    expect(
      highlight('capwa pwa', ['pwa'])
        .filter((s) => s.match)
        .map((s) => s.text),
    ).toEqual(['pwa'])
  })

  it('never builds markup: special characters stay text', () => {
    const segments = highlight('<script>pwa</script>', ['pwa'])
    expect(segments.map((s) => s.text).join('')).toBe('<script>pwa</script>')
  })
})

describe('excerptAround', () => {
  it('cuts around the first match with ellipses', () => {
    const text = `${'mot '.repeat(100)}chatbot ${'fin '.repeat(100)}`
    const excerpt = excerptAround(text, ['chatbot'], 60)
    expect(excerpt).toContain('chatbot')
    expect(excerpt.startsWith('…')).toBe(true)
    expect(excerpt.endsWith('…')).toBe(true)
  })

  it('returns a short text whole', () => {
    expect(excerptAround('Un texte court.', ['texte'])).toBe('Un texte court.')
  })
})

describe('otherForms', () => {
  it('gives the singular of a plural and the plural of a singular, as whole words', () => {
    expect(otherForms('projets')).toContain('projet')
    expect(otherForms('locaux')).toContain('local')
    expect(otherForms('bureaux')).toContain('bureau')
    expect(otherForms('companies')).toContain('company')
    expect(otherForms('businesses')).toContain('business')
    expect(otherForms('journal')).toEqual(['journaux'])
    expect(otherForms('process')).not.toContain('proces')
    expect(otherForms('ia')).toEqual([])
  })

  it('marks those forms as whole words in a text', () => {
    const marked = (text: string) =>
      highlight(text, ['projets'], otherForms('projets'))
        .filter((segment) => segment.match)
        .map((segment) => segment.text)
    expect(marked('Un projet, des projets, projeter')).toEqual(['projet', 'projets'])
  })
})
