import { describe, expect, it } from 'vitest'

import {
  countEntries,
  filterFaq,
  matchesQuery,
  MAX_QUERY_LENGTH,
  normalizeForSearch,
  queryParam,
  type FaqEntry,
  type FaqTheme,
} from '@/features/resources/faq-search'

const pwa: FaqEntry = {
  id: 'pwa',
  question: 'Combien coûte une PWA ?',
  answer: 'Une PWA démarre à 3\u202f500 € (prix forfaitaire).',
}

const themes: FaqTheme[] = [
  {
    id: 'prices',
    title: 'Services et tarifs',
    entries: [
      pwa,
      { id: 'quote', question: 'Le devis est-il gratuit ?', answer: 'Oui, toujours.' },
    ],
  },
  {
    id: 'payment',
    title: 'Paiement',
    entries: [
      {
        id: 'deposit',
        question: 'Faut-il verser un acompte ?',
        answer: "Oui : 50 % à la commande, par carte ou virement SEPA. L'équipe reçoit sa facture.",
      },
    ],
  },
  {
    id: 'ai',
    title: 'Intelligence artificielle',
    entries: [
      { id: 'heart', question: 'Au cœur du métier ?', answer: 'Les tâches répétitives d’abord.' },
    ],
  },
]

describe('normalizeForSearch', () => {
  it('ignores case, accents, punctuation and ligatures', () => {
    expect(normalizeForSearch('  Éléphant, ÇA coûte « cher » !')).toBe('elephant ca coute cher')
    expect(normalizeForSearch('Cœur')).toBe('coeur')
    expect(normalizeForSearch("l'IA d’abord")).toBe('l ia d abord')
  })

  it('drops thousands separators of French and English prices', () => {
    expect(normalizeForSearch('3\u202f500 €')).toBe('3500')
    expect(normalizeForSearch('€3,500')).toBe('3500')
    expect(normalizeForSearch('1-2 semaines')).toBe('1 2 semaines')
  })
})

describe('matchesQuery', () => {
  it('matches the question or the answer without regard to case or accents', () => {
    expect(matchesQuery(pwa, 'COUTE')).toBe(true)
    expect(matchesQuery(pwa, 'démarre')).toBe(true)
    expect(matchesQuery(pwa, 'demarre')).toBe(true)
    expect(matchesQuery(pwa, 'forfaitaire')).toBe(true)
    expect(matchesQuery(pwa, '3500')).toBe(true)
  })

  it('matches words by their beginning, not in their middle', () => {
    expect(matchesQuery(pwa, 'forfait')).toBe(true)
    expect(matchesQuery(pwa, 'aitaire')).toBe(false)
    const ai: FaqEntry = { id: 'ai', question: "Par où commencer avec l'IA ?", answer: 'Simple.' }
    const other: FaqEntry = { id: 'x', question: 'Un service spécialisé', answer: 'Commercial.' }
    expect(matchesQuery(ai, 'IA')).toBe(true)
    expect(matchesQuery(other, 'ia')).toBe(false)
  })

  it('needs every word of the query, in any order', () => {
    expect(matchesQuery(pwa, 'prix pwa')).toBe(true)
    expect(matchesQuery(pwa, 'pwa hébergement')).toBe(false)
  })

  it('lets an empty or blank query match everything', () => {
    expect(matchesQuery(pwa, '')).toBe(true)
    expect(matchesQuery(pwa, '  ?! ')).toBe(true)
  })
})

describe('filterFaq', () => {
  it('keeps the themes in order with their matching entries only', () => {
    const result = filterFaq(themes, 'gratuit')
    expect(result.map((theme) => theme.id)).toEqual(['prices'])
    expect(result[0]?.entries.map((entry) => entry.id)).toEqual(['quote'])
    expect(result[0]?.title).toBe('Services et tarifs')
  })

  it('finds across themes and counts the results', () => {
    const result = filterFaq(themes, 'oui')
    expect(result.map((theme) => theme.id)).toEqual(['prices', 'payment'])
    expect(countEntries(result)).toBe(2)
  })

  it('matches typographic apostrophes and ligatures as typed on a keyboard', () => {
    expect(countEntries(filterFaq(themes, "d'abord"))).toBe(1)
    expect(countEntries(filterFaq(themes, 'coeur'))).toBe(1)
    expect(countEntries(filterFaq(themes, "l'équipe"))).toBe(1)
  })

  it('returns every theme for an empty query and nothing for a query without match', () => {
    expect(countEntries(filterFaq(themes, ''))).toBe(4)
    expect(filterFaq(themes, 'blockchain')).toEqual([])
  })

  it('leaves its input untouched', () => {
    filterFaq(themes, 'sepa')
    expect(countEntries(themes)).toBe(4)
  })
})

describe('queryParam', () => {
  it('reads one trimmed value, the first when the parameter repeats', () => {
    expect(queryParam(undefined)).toBe('')
    expect(queryParam('  sepa ')).toBe('sepa')
    expect(queryParam(['pwa', 'ia'])).toBe('pwa')
    expect(queryParam([])).toBe('')
  })

  it('cuts an overlong query', () => {
    expect(queryParam('a'.repeat(500))).toHaveLength(MAX_QUERY_LENGTH)
  })
})
