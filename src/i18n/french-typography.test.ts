import { describe, expect, it } from 'vitest'

import {
  frenchTypography,
  typeset,
  typesetTree,
  withoutNarrowSpaces,
} from '@/i18n/french-typography'

/** Shows the invisible spaces: ⍽ narrow no-break, ° no-break. */
const shown = (text: string) => text.replaceAll('\u202f', '⍽').replaceAll('\u00a0', '°')
const set = (text: string) => shown(frenchTypography(text))

describe('frenchTypography', () => {
  it('holds ; : ! ? to their word with a narrow no-break space', () => {
    expect(set('Qui suis-je ?')).toBe('Qui suis-je⍽?')
    expect(set('Attention: ceci !')).toBe('Attention⍽: ceci⍽!')
    expect(set('Vraiment ?!')).toBe('Vraiment⍽?!')
    expect(set('Deux choses ; trois.')).toBe('Deux choses⍽; trois.')
    expect(set('(pourquoi ?)')).toBe('(pourquoi⍽?)')
  })

  it('leaves times, addresses, query strings and text starting with a mark alone', () => {
    expect(set('Ouvert de 09:00 à 12:30')).toBe('Ouvert de 09:00 à 12:30')
    expect(set('Voir https://example.com/a?b=1')).toBe('Voir https://example.com/a?b=1')
    expect(set('mailto:contact@example.com')).toBe('mailto:contact@example.com')
    expect(set(': la suite')).toBe(': la suite')
    expect(set('La clé popups:seen:… du navigateur')).toBe('La clé popups:seen:… du navigateur')
  })

  it('puts narrow no-break spaces inside guillemets', () => {
    expect(set('le bouton « Réserver » en bas')).toBe('le bouton «⍽Réserver⍽» en bas')
    expect(set('«Réserver»')).toBe('«⍽Réserver⍽»')
  })

  it('keeps a number with its unit or the euro sign, and groups thousands', () => {
    expect(set('À partir de 3 500 €')).toBe('À partir de 3⍽500°€')
    expect(set('1 500 000 € HT')).toBe('1⍽500⍽000°€ HT')
    expect(set('Audit : 589 €, 2-3 semaines, 30 min, 95 %')).toBe(
      'Audit⍽: 589°€, 2-3°semaines, 30°min, 95°%',
    )
    expect(set('10 ans et 300 projets')).toBe('10°ans et 300°projets')
  })

  it('does not part words that only start like a unit, nor phone numbers', () => {
    expect(set('2 sites et 3 analyses')).toBe('2 sites et 3 analyses')
    expect(set('Appelez le +33 6 39 98 12 34')).toBe('Appelez le +33 6 39 98 12 34')
    expect(set('Lyon 69002')).toBe('Lyon 69002')
  })

  it('is idempotent', () => {
    const once = frenchTypography('« Prix » : 3 500 € ? Oui !')
    expect(frenchTypography(once)).toBe(once)
  })
})

describe('typeset and typesetTree', () => {
  it('changes French only', () => {
    expect(typeset('Why ?', 'en')).toBe('Why ?')
    expect(shown(typeset('Pourquoi ?', 'fr'))).toBe('Pourquoi⍽?')
  })

  it('sets every string of a message tree and keeps its shape', () => {
    const tree = { a: 'Oui ?', b: { c: ['Non !', 'Prix : {amount} €'] } }
    expect(JSON.parse(shown(JSON.stringify(typesetTree(tree, 'fr'))))).toEqual({
      a: 'Oui⍽?',
      b: { c: ['Non⍽!', 'Prix⍽: {amount}°€'] },
    })
    expect(typesetTree(tree, 'en')).toBe(tree)
  })
})

describe('withoutNarrowSpaces', () => {
  it('gives the PDFs’ standard fonts a no-break space they can draw', () => {
    const set = typesetTree({ price: 'Prix : 3 500 €' }, 'fr')
    expect(shown(JSON.stringify(withoutNarrowSpaces(set)))).toBe('{"price":"Prix°: 3°500°€"}')
  })
})
