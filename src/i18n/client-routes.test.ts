import { describe, expect, it } from 'vitest'

import { hrefPathname, localizedPathname, type RouteParams } from '@/i18n/client-routes'
import { localeCookieString, locales } from '@/i18n/locales'
import { routeSlug, routeTable, type RouteKey } from '@/i18n/route-table'

const sampleParams: RouteParams = {
  slug: 'mon-projet',
  id: '42',
  category: 'strategy',
  tag: 'rgpd',
}
const paramsFor = (route: string): RouteParams =>
  route === '/blog/[...slug]' ? { slug: ['strategy', 'rgpd-formulaires'] } : sampleParams

describe('language switch routes', () => {
  // next-intl's getPathname gives these (its client module does not load under Node).
  it('compiles translated slugs, parameters and catch-alls as next-intl does', () => {
    expect(localizedPathname('/', {}, 'fr')).toBe('/fr')
    expect(localizedPathname('/realisation/[slug]', { slug: 'a-b', locale: 'fr' }, 'en')).toBe(
      '/en/project/a-b',
    )
    expect(localizedPathname('/realisation/[slug]', { slug: 'a-b' }, 'fr')).toBe(
      '/fr/realisation/a-b',
    )
    expect(
      localizedPathname('/blog/[...slug]', { slug: ['strategy', 'rgpd-formulaires'] }, 'en'),
    ).toBe('/en/blog/strategy/rgpd-formulaires')
    expect(localizedPathname('/blog/tag/[tag]', { tag: 'élan' }, 'fr')).toBe(
      '/fr/blog/tag/%C3%A9lan',
    )
    expect(() => localizedPathname('/realisation/[slug]', {}, 'fr')).toThrow()
  })

  it('fills every route of the table in both languages, under its language prefix', () => {
    for (const route of Object.keys(routeTable) as RouteKey[]) {
      for (const locale of locales) {
        const path = localizedPathname(route, paramsFor(route), locale)
        expect(path, route).not.toMatch(/[[\]]/)
        const slug = routeSlug(route, locale)
        expect(path, route).toMatch(new RegExp(`^/${locale}${slug === '/' ? '$' : '/'}`))
      }
    }
  })

  it('adds the query of an object href after the localized path', () => {
    expect(hrefPathname({ pathname: '/contact', query: { projectType: 'webapp' } }, 'en')).toBe(
      '/en/contact?projectType=webapp',
    )
    expect(hrefPathname({ pathname: '/', query: { a: ['1', '2'] } }, 'fr')).toBe('/fr?a=1&a=2')
    expect(hrefPathname('/services', 'en')).toBe('/en/services')
  })

  it('keeps a path no route claims, as next-intl does', () => {
    expect(localizedPathname('/nowhere/at-all', {}, 'en')).toBe('/en/nowhere/at-all')
  })

  it('writes the language cookie with next-intl attributes', () => {
    expect(localeCookieString('en')).toBe('NEXT_LOCALE=en;max-age=31536000;sameSite=lax;path=/;')
  })
})
