import { describe, expect, it } from 'vitest'

import { portfolioFilterRoute } from '@/features/portfolio/filter-route'

const route = (path: string) => {
  const url = new URL(path, 'http://site.test')
  return portfolioFilterRoute(url.pathname, url.searchParams)
}

describe('filtered portfolio addresses', () => {
  it('renders ?category= through the cached internal route, in both languages', () => {
    expect(route('/fr/realisations?category=web')).toEqual({
      kind: 'rewrite',
      pathname: '/fr/realisations/categorie/web',
      search: '',
    })
    expect(route('/en/portfolio?utm_source=x&category=AI')).toEqual({
      kind: 'rewrite',
      pathname: '/en/realisations/categorie/ai',
      search: '?utm_source=x',
    })
  })

  it('leaves the whole portfolio to its own page: no, unknown or "all" category', () => {
    expect(route('/fr/realisations')).toBeNull()
    expect(route('/fr/realisations?category=unknown')).toBeNull()
    expect(route('/en/portfolio?category=all')).toBeNull()
    // The English slug under the French prefix is not the portfolio.
    expect(route('/fr/portfolio?category=web')).toBeNull()
    expect(route('/fr/realisation/site-plombier?category=web')).toBeNull()
  })

  it('sends the internal address back to the public one', () => {
    expect(route('/en/realisations/categorie/seo')).toEqual({
      kind: 'redirect',
      pathname: '/en/portfolio',
      search: '?category=seo',
    })
    expect(route('/fr/realisations/categorie/nope?x=1')).toEqual({
      kind: 'redirect',
      pathname: '/fr/realisations',
      search: '?x=1',
    })
  })
})
