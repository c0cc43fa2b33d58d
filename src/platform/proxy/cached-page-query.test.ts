import { NextResponse } from 'next/server'
import { describe, expect, it } from 'vitest'

import { pageAddress, withoutRequestQuery } from '@/platform/proxy/cached-page-query'

const requested = 'http://site.test/fr/contact?utm_source=evil-marker&utm_medium=mail'

describe('a cached page rendered without the request’s query', () => {
  it('drops every parameter but the cache-busting one of a page’s data', () => {
    expect(pageAddress(new URL(requested))?.toString()).toBe('http://site.test/fr/contact')
    expect(pageAddress(new URL('http://site.test/fr?x=1&_rsc=abc'))?.toString()).toBe(
      'http://site.test/fr?_rsc=abc',
    )
    expect(pageAddress(new URL('http://site.test/fr/contact'))).toBeNull()
    expect(pageAddress(new URL('http://site.test/fr?_rsc=abc'))).toBeNull()
  })

  it('turns going on to the requested address into a rewrite to its path', () => {
    const response = withoutRequestQuery(NextResponse.next(), requested)
    expect(response.headers.get('x-middleware-next')).toBeNull()
    expect(response.headers.get('x-middleware-rewrite')).toBe('http://site.test/fr/contact')
  })

  it('drops the query of a rewrite (a translated slug, a blog page)', () => {
    const rewrite = NextResponse.rewrite('http://site.test/en/blog/page/2?utm_source=evil')
    const response = withoutRequestQuery(rewrite, 'http://site.test/en/blog?page=2&utm_source=evil')
    expect(response.headers.get('x-middleware-rewrite')).toBe('http://site.test/en/blog/page/2')
  })

  it('leaves a request without a query, a redirect and a refusal alone', () => {
    const plain = withoutRequestQuery(NextResponse.next(), 'http://site.test/fr/contact')
    expect(plain.headers.get('x-middleware-next')).toBe('1')
    expect(plain.headers.has('x-middleware-rewrite')).toBe(false)
    const redirect = withoutRequestQuery(NextResponse.redirect(requested, 308), requested)
    expect(redirect.headers.get('location')).toBe(requested)
    expect(redirect.headers.has('x-middleware-rewrite')).toBe(false)
    const refusal = withoutRequestQuery(new NextResponse(null, { status: 404 }), requested)
    expect(refusal.headers.has('x-middleware-rewrite')).toBe(false)
  })
})
