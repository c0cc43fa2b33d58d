import { describe, expect, it } from 'vitest'

import { locales } from '@/i18n/locales'
import { localizedPath, type StaticPathname } from '@/i18n/pathnames'
import { routeSlug, routeTable, type RouteDefinition, type RouteKey } from '@/i18n/route-table'
import { resolveUnprefixed } from '@/i18n/unprefixed'

const keys = Object.keys(routeTable) as RouteKey[]
const isStatic = (key: RouteKey): key is StaticPathname => !key.includes('[')

describe('the route table', () => {
  it('gives every page one slug per language, never shared with another page', () => {
    for (const locale of locales) {
      const slugs = keys.map((key) => routeSlug(key, locale))
      expect(new Set(slugs).size).toBe(slugs.length)
    }
  })

  it('keeps aliases distinct from every canonical slug', () => {
    const canonical = new Set(keys.flatMap((key) => locales.map((l) => routeSlug(key, l))))
    for (const key of keys) {
      const route: RouteDefinition = routeTable[key]
      for (const alias of route.aliases ?? []) expect(canonical.has(alias.path)).toBe(false)
    }
  })

  it('redirects every unprefixed static slug to a canonical path of the same page', () => {
    for (const key of keys) {
      for (const locale of locales) {
        const slug = routeSlug(key, locale)
        if (slug.includes('[') || slug === '/') continue
        const target = resolveUnprefixed(slug, 'fr')
        expect(target?.pathname, slug).toMatch(/^\/(fr|en)\//)
        const targetLocale = target?.pathname.startsWith('/en/') ? 'en' : 'fr'
        if (isStatic(key)) expect(target?.pathname).toBe(localizedPath(targetLocale, key))
      }
    }
  })

  it('sends each alias to its language for good', () => {
    for (const key of keys) {
      const route: RouteDefinition = routeTable[key]
      for (const alias of route.aliases ?? []) {
        expect(resolveUnprefixed(alias.path, alias.locale === 'fr' ? 'en' : 'fr')).toEqual({
          pathname: `/${alias.locale}${routeSlug(key, alias.locale)}`,
          status: 308,
        })
      }
    }
  })
})
