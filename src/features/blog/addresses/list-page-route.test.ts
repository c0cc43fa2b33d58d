import { describe, expect, it } from 'vitest'

import { listPageRoute } from '@/features/blog/addresses/list-page-route'

const route = (path: string) => {
  const url = new URL(path, 'http://site.test')
  return listPageRoute(url.pathname, url.searchParams)
}

describe('blog list pages', () => {
  it('renders ?page=n through the internal page route, keeping other parameters', () => {
    expect(route('/fr/blog?page=2')).toEqual({
      kind: 'rewrite',
      pathname: '/fr/blog/page/2',
      search: '',
    })
    expect(route('/en/blog/category/ai?utm_source=x&page=3')).toEqual({
      kind: 'rewrite',
      pathname: '/en/blog/category/ai/page/3',
      search: '?utm_source=x',
    })
    expect(route('/fr/blog/tag/pme?page=10')).toMatchObject({
      pathname: '/fr/blog/tag/pme/page/10',
    })
  })

  it('answers values that are no page number as not found, without a route', () => {
    const notFound = { kind: 'not-found' }
    for (const value of ['abc', 'a%2Fb', '', '0', '01', '2.5', '-1', '99999', '1&page=2']) {
      expect(route(`/fr/blog?page=${value}`), value).toEqual(notFound)
    }
    expect(route('/en/blog/tag/seo?page=x')).toEqual(notFound)
  })

  it('leaves first pages, articles and other pages alone', () => {
    expect(route('/fr/blog')).toBeNull()
    expect(route('/fr/blog?utm_source=x')).toBeNull()
    expect(route('/fr/blog/strategy/un-article?page=2')).toBeNull()
    expect(route('/fr/services?page=2')).toBeNull()
    expect(route('/de/blog?page=2')).toBeNull()
  })

  it('sends a typed internal address back to its public one', () => {
    expect(route('/fr/blog/page/2')).toEqual({
      kind: 'redirect',
      pathname: '/fr/blog',
      search: '?page=2',
    })
    expect(route('/en/blog/tag/seo/page/4?ref=mail')).toEqual({
      kind: 'redirect',
      pathname: '/en/blog/tag/seo',
      search: '?ref=mail&page=4',
    })
  })
})
