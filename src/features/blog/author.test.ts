import { describe, expect, it } from 'vitest'

import { currentAuthorBio, currentAuthorName, defaultAuthor } from '@/features/blog/author'

describe('author bio', () => {
  it('states the years of the settings in the default bio, whatever years it was stored with', () => {
    expect(currentAuthorBio(defaultAuthor.fr.bio, 'fr', 12)).toContain('depuis 12 ans')
    expect(currentAuthorBio(defaultAuthor.en.bio, 'en', 12)).toContain('for 12 years')
    const stored = defaultAuthor.fr.bio.replace('depuis 10 ans', 'depuis 8 ans')
    expect(currentAuthorBio(stored, 'fr', 12)).toBe(
      currentAuthorBio(defaultAuthor.fr.bio, 'fr', 12),
    )
  })

  it('leaves a bio the owner wrote as written', () => {
    const own = 'Développeuse depuis 10 ans, passionnée de PWA.'
    expect(currentAuthorBio(own, 'fr', 12)).toBe(own)
    expect(currentAuthorBio('', 'en', 12)).toBe('')
  })

  it('names the studio as the settings do, and leaves an author the owner named', () => {
    expect(currentAuthorName(defaultAuthor.fr.name, 'Atelier Numérique Alpes')).toBe(
      'Atelier Numérique Alpes',
    )
    expect(currentAuthorName('Camille Martin', 'Atelier Numérique Alpes')).toBe('Camille Martin')
  })
})
