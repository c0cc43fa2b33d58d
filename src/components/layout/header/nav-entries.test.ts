import { describe, expect, it } from 'vitest'

import { navEntries } from '@/components/layout/header/nav-entries'

const labels = {
  anchors: {
    problems: 'Problèmes',
    solutions: 'Solutions',
    testimonials: 'Témoignages',
    diagnostic: 'Diagnostic',
  },
  pages: {
    '/services': 'Services',
    '/realisations': 'Réalisations',
    '/blog': 'Blog',
    '/contact': 'Contact',
  },
}
const links = {
  home: '/fr',
  anchors: {
    problems: '/fr#problems',
    solutions: '/fr#solutions',
    testimonials: '/fr#testimonials',
    diagnostic: '/fr#diagnostic',
  },
  pages: {
    '/services': '/fr/services',
    '/realisations': '/fr/realisations',
    '/blog': '/fr/blog',
    '/contact': '/fr/contact',
  },
}

describe('the header’s links', () => {
  it('are the home page’s sections, then the main pages, on the home page', () => {
    const entries = navEntries('/fr', labels, links, 'solutions')
    expect(entries.map((entry) => entry.label)).toEqual([
      'Problèmes',
      'Solutions',
      'Témoignages',
      'Diagnostic',
      'Services',
      'Réalisations',
      'Blog',
      'Contact',
    ])
    expect(entries.filter((entry) => entry.current)).toEqual([
      { href: '/fr#solutions', label: 'Solutions', kind: 'section', current: 'location' },
    ])
  })

  it('are the main pages elsewhere, the one being read marked, its sub-pages too', () => {
    const entries = navEntries('/fr/blog/ai/ia-pme', labels, links, null)
    expect(entries.map((entry) => entry.href)).toEqual([
      '/fr/services',
      '/fr/realisations',
      '/fr/blog',
      '/fr/contact',
    ])
    expect(entries.find((entry) => entry.current)?.href).toBe('/fr/blog')
    expect(navEntries('/fr/a-propos', labels, links, null).some((entry) => entry.current)).toBe(
      false,
    )
  })
})
