import { describe, expect, it } from 'vitest'

import { queryTerms, words } from '@/features/blog/search/search-terms'
import { MATCH_TIERS, matchTier } from '@/features/search/match-tier'

const tier = (titles: string[], about: string, q: string) =>
  matchTier(titles.map(words), words(about), queryTerms(q))

describe('match tiers', () => {
  it('puts the query found as a phrase in a title first, accents and case aside', () => {
    const title = ['Optimiser sa fiche Google Business Profile']
    expect(tier(title, '', 'google business')).toBe(MATCH_TIERS.phraseInTitle)
    expect(tier(['Le référencement local'], '', 'REFERENCEMENT')).toBe(MATCH_TIERS.phraseInTitle)
    expect(tier(['RGPD : les formulaires'], '', 'rgpd')).toBe(MATCH_TIERS.phraseInTitle)
    // Stop words are dropped from both sides, so they do not break a phrase.
    expect(tier(['Prise de rendez-vous en ligne'], '', 'prise rendez-vous')).toBe(
      MATCH_TIERS.phraseInTitle,
    )
  })

  it('then every word in the title, then some of them', () => {
    expect(tier(['Business Profile sur Google'], '', 'google business')).toBe(
      MATCH_TIERS.allInTitle,
    )
    expect(tier(['Diagnostic business gratuit'], 'Google', 'google business')).toBe(
      MATCH_TIERS.wordInTitle,
    )
  })

  it('counts the other names of a result as its title, each a phrase of its own', () => {
    expect(tier(['Réserver un rendez-vous', 'Réservation'], '', 'réservations')).toBe(
      MATCH_TIERS.phraseInTitle,
    )
    expect(tier(['Google Maps', 'Business Profile'], '', 'google business')).toBe(
      MATCH_TIERS.allInTitle,
    )
  })

  it('then labels, descriptions and headings, then the body', () => {
    expect(tier(['Mentions légales'], 'Vos données et le RGPD', 'rgpd')).toBe(
      MATCH_TIERS.aboutWords,
    )
    expect(tier(['Mentions légales'], 'Hébergeur', 'rgpd')).toBe(MATCH_TIERS.body)
  })
})
