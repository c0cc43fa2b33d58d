import { NextResponse } from 'next/server'
import { describe, expect, it } from 'vitest'

import { cachedPageAddress, goesOnToPage } from '@/platform/proxy/cached-page-query'

const site = 'http://site.test'
const nothingKept = () => false
const address = (requested: string, response: Response = NextResponse.next()) =>
  cachedPageAddress(new URL(requested, site), response, nothingKept)?.toString() ?? null

describe('a cached page’s read with a query the page does not use', () => {
  it('is sent to the same address without it', () => {
    expect(address('/fr/contact?utm_source=evil-marker&utm_medium=mail')).toBe(`${site}/fr/contact`)
    expect(address('/fr/contact?utm_source=x&_rsc=abc')).toBe(`${site}/fr/contact?_rsc=abc`)
  })

  it('keeps what the proxy turned into a route segment, not what it passed on', () => {
    const blogPage = NextResponse.rewrite(`${site}/fr/blog/page/2?utm_source=x`)
    expect(address('/fr/blog?page=2&utm_source=x', blogPage)).toBe(`${site}/fr/blog?page=2`)
    const translated = NextResponse.rewrite(`${site}/en/a-propos?utm_source=x`)
    expect(address('/en/about?utm_source=x', translated)).toBe(`${site}/en/about`)
  })

  it('keeps what the page accepts', () => {
    const keptByPage = (name: string, value: string) => name === 'budget' && value === 'medium'
    const kept = (requested: string) =>
      cachedPageAddress(new URL(requested, site), NextResponse.next(), keptByPage)?.toString()
    expect(kept('/fr/contact?budget=medium')).toBeUndefined()
    expect(kept('/fr/contact?budget=medium&budget=evil&x=1')).toBe(
      `${site}/fr/contact?budget=medium`,
    )
  })

  it('is left alone without a query, or with only Next.js’s own parameter', () => {
    expect(address('/fr/contact')).toBeNull()
    expect(address('/fr/contact?_rsc=abc')).toBeNull()
    expect(address('/fr/blog?page=2', NextResponse.rewrite(`${site}/fr/blog/page/2`))).toBeNull()
  })
})

describe('a response that goes on to a page', () => {
  it('is one that passes the request on or rewrites it, never a redirect or a refusal', () => {
    expect(goesOnToPage(NextResponse.next())).toBe(true)
    expect(goesOnToPage(NextResponse.rewrite(`${site}/fr`))).toBe(true)
    expect(goesOnToPage(NextResponse.redirect(`${site}/fr`, 308))).toBe(false)
    expect(goesOnToPage(new NextResponse(null, { status: 404 }))).toBe(false)
  })
})
