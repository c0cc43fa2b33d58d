import { describe, expect, it } from 'vitest'

import { faqSearchRoute } from '@/features/resources/search-route'

const route = (path: string) => {
  const url = new URL(path, 'http://site.test')
  return faqSearchRoute(url.pathname, url.searchParams)
}

describe('the FAQ search without JavaScript', () => {
  it('sends a search to the route rendered per visit, in both languages', () => {
    expect(route('/fr/centre-ressources-faq?q=h%C3%A9bergement')).toEqual({
      kind: 'rewrite',
      pathname: '/fr/centre-ressources-faq/recherche',
      search: '?q=h%C3%A9bergement',
    })
    expect(route('/en/resources-center-faq?q=price')?.pathname).toBe(
      '/en/centre-ressources-faq/recherche',
    )
  })

  it('leaves the cached page alone without a query, or with an empty one', () => {
    expect(route('/fr/centre-ressources-faq')).toBeNull()
    expect(route('/fr/centre-ressources-faq?q=')).toBeNull()
    expect(route('/fr/centre-ressources-faq?q=%20%20')).toBeNull()
    expect(route('/fr/resources-center-faq?q=x')).toBeNull()
  })

  it('sends the internal address back to the public one', () => {
    expect(route('/en/centre-ressources-faq/recherche?q=seo')).toEqual({
      kind: 'redirect',
      pathname: '/en/resources-center-faq',
      search: '?q=seo',
    })
  })
})
