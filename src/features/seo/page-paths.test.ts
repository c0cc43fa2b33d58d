import { describe, expect, it } from 'vitest'

import { languageLinks } from '@/components/layout/widgets/language-links'
import { pagePaths, type PagePathsInput } from '@/features/seo/page-paths'
import { xDefaultPath } from '@/features/seo/x-default'
import { locales, type Locale } from '@/i18n/locales'
import { routeSlug, routeTable, type RouteKey } from '@/i18n/route-table'

/**
 * The hreflang alternates and the language switch of every page are worked out from the route
 * table alone: checked here for every route in every language, so that the browser crawl only
 * has to find the same links in the pages it loads.
 */
const keys = Object.keys(routeTable) as RouteKey[]
const params = { slug: 'commande-en-ligne', id: '7', category: 'ai', tag: 'seo' }
const article = ['ai', 'article']

function inputFor(key: RouteKey, locale: Locale): PagePathsInput {
  const href = key.includes('[')
    ? { pathname: key, params: { ...params, slug: key.includes('...') ? article : params.slug } }
    : key
  return { locale, href } as PagePathsInput
}

/** The public path the route table gives a route in a language, its parameters filled in. */
function expectedPath(key: RouteKey, locale: Locale): string {
  const slug = routeSlug(key, locale)
    .replace('[...slug]', article.join('/'))
    .replace(/\[(\w+)\]/g, (_, name: keyof typeof params) => params[name])
  return slug === '/' ? `/${locale}` : `/${locale}${slug}`
}

const homes = { fr: '/fr', en: '/en' }

describe('alternates and language switch of every route', () => {
  for (const key of keys) {
    for (const locale of locales) {
      it(`${key} (${locale})`, () => {
        const paths = pagePaths(inputFor(key, locale))
        // One address per language, each under its own prefix: the canonical is the own one.
        expect(paths).toEqual(
          Object.fromEntries(locales.map((each) => [each, expectedPath(key, each)])),
        )
        // Reciprocal: the page in the other language names the same addresses.
        for (const other of locales) expect(pagePaths(inputFor(key, other))).toEqual(paths)
        // x-default: the site root for the home, else the French page.
        expect(xDefaultPath(paths)).toBe(key === '/' ? '/' : paths.fr)
        // The switch: the current language marked, each link to the same page in its language.
        expect(languageLinks({ locale, paths, fallbacks: homes })).toEqual(
          locales.map((each) => ({ locale: each, href: paths[each], current: each === locale })),
        )
      })
    }
  }

  it('a page in one language only: no alternate elsewhere, its x-default is itself', () => {
    for (const locale of locales) {
      const paths = pagePaths({ ...inputFor('/a-propos', locale), onlyIn: locale })
      expect(Object.keys(paths)).toEqual([locale])
      expect(xDefaultPath(paths)).toBe(paths[locale])
      const links = languageLinks({ locale, paths, fallbacks: homes })
      for (const link of links) {
        expect(link.href).toBe(link.locale === locale ? paths[locale] : homes[link.locale])
      }
    }
  })
})
