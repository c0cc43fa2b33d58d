import { describe, expect, it } from 'vitest'

import { pickRecord, seoCandidates } from '@/features/seo/manager/candidates'

describe('seoCandidates', () => {
  it('tries the path, then with and without its language prefix', () => {
    expect(seoCandidates('/fr/services', 'fr')).toEqual(['/fr/services', '/services'])
    expect(seoCandidates('/services/', 'en')).toEqual(['/services', '/en/services'])
    expect(seoCandidates('/en/portfolio?x=1', 'en')).toEqual(['/en/portfolio', '/portfolio'])
  })

  it('adds the home variants for a language home', () => {
    expect(seoCandidates('/fr', 'fr')).toEqual(['/fr', '/', '/home', '/fr/home'])
    expect(seoCandidates('/', 'en')).toEqual(['/', '/en', '/home', '/en/home'])
  })

  it('picks the most specific record', () => {
    const records = new Map([
      ['/services', { url: '/services', title: 'both' }],
      ['/fr/services', { url: '/fr/services', title: 'fr' }],
    ])
    expect(pickRecord(seoCandidates('/fr/services', 'fr'), records)?.title).toBe('fr')
    expect(pickRecord(seoCandidates('/en/services', 'en'), records)?.title).toBe('both')
    expect(pickRecord(seoCandidates('/en/contact', 'en'), records)).toBeUndefined()
  })
})
