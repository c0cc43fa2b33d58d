import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import type { Messages } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { NotFoundPage } from '@/components/layout/NotFoundPage'
import { PageLanguageSwitch } from '@/components/layout/widgets/PageLanguageSwitch'
import { RecordStructuredData } from '@/features/seo/manager/RecordStructuredData'
import type { PageMetadataInput } from '@/features/seo/metadata'
import { notFoundMetadata } from '@/features/seo/not-found-metadata'
import { pageMetadata } from '@/features/seo/page-metadata'
import { isLocale, type Locale } from '@/i18n/locales'

/**
 * The props Next.js gives every page under `[locale]`. A route file names its own with
 * `PageProps<'/[locale]/realisation/[slug]'>`, the global type Next.js writes from the app's
 * folders (`next typegen`, or a build), which adds the route's other parameters and fails the
 * type check when the route no longer exists.
 */
export type LocalePageProps = {
  params: Promise<{ locale: string }>
  searchParams: PageProps<'/[locale]'>['searchParams']
}

/** A route's parameters, as its `PageProps` names them. */
export type RouteParams<P extends LocalePageProps> = Awaited<P['params']>
type RouteProps<P extends LocalePageProps> = {
  params: Promise<RouteParams<P>>
  searchParams: P['searchParams']
}

/** A route's parameters, its locale checked. */
export type RouteArgs<P extends LocalePageProps> = { locale: Locale; params: RouteParams<P> }

/** The page's arguments: its query string stays a promise, read only by per-request pages. */
export type PageArgs<P extends LocalePageProps> = RouteArgs<P> & { searchParams: P['searchParams'] }

export type LocaleRoute<P extends LocalePageProps> = {
  generateMetadata: (props: RouteProps<P>) => Promise<Metadata>
  Page: (props: RouteProps<P>) => Promise<ReactNode>
}

/**
 * A public route's exports from its metadata and its page, given a checked locale. Pages render
 * beside the layout, so an unknown locale (a stray `/favicon.ico`) must stop here too: no
 * metadata, and `notFound()`. The page calls `setRequestLocale` first, so what it renders reads
 * the locale without reading the request, which would take the page out of the page cache.
 */
export function localeRoute<P extends LocalePageProps>(spec: {
  metadata?: (args: RouteArgs<P>) => Promise<Metadata>
  page: (args: PageArgs<P>) => ReactNode | Promise<ReactNode>
}): LocaleRoute<P> {
  async function routeArgs(props: RouteProps<P>): Promise<RouteArgs<P> | null> {
    const params = await props.params
    const { locale } = params
    return isLocale(locale) ? { locale, params } : null
  }
  return {
    async generateMetadata(props) {
      const args = await routeArgs(props)
      return args && spec.metadata ? spec.metadata(args) : {}
    },
    async Page(props) {
      const args = await routeArgs(props)
      if (!args) notFound()
      setRequestLocale(args.locale)
      return spec.page({ ...args, searchParams: props.searchParams })
    },
  }
}

/**
 * `generateStaticParams` of a cached route with a parameter: none at build time (the build need
 * not see the database), so each address renders on its first visit, then comes from the cache.
 */
export function noStaticParams(): never[] {
  return []
}

/**
 * The named parameters of a query string that hold one value each; absent or repeated ones are
 * left out, so a link crafted with `?token=a&token=b` reads as one without a token.
 */
export async function queryValues<K extends string>(
  searchParams: LocalePageProps['searchParams'],
  keys: readonly K[],
): Promise<Partial<Record<K, string>>> {
  const query = await searchParams
  const values: Partial<Record<K, string>> = {}
  for (const key of keys) {
    const value = query[key]
    if (typeof value === 'string') values[key] = value
  }
  return values
}

type Href = PageMetadataInput['href']
type PageTexts = Omit<PageMetadataInput, 'locale' | 'href' | 'robots'>

type TextKeys = { metaTitle: string; metaDescription: string }

/** The message namespaces holding a page's `metaTitle` and `metaDescription` (`guides.ia`). */
type TextNamespace<T = Messages, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends TextKeys
    ? `${Prefix}${K}`
    : T[K] extends Record<string, unknown>
      ? TextNamespace<T[K], `${Prefix}${K}.`>
      : never
}[keyof T & string]

async function translatedTexts(locale: Locale, namespace: TextNamespace): Promise<PageTexts> {
  const t = await getTranslations({ locale, namespace })
  return { title: t('metaTitle'), description: t('metaDescription') }
}

/** The query a page's language switch keeps in the other language (a search's `q`). */
export type SwitchQuery = Record<string, string | undefined>

type PageBase<P extends LocalePageProps> = {
  /** The page's address: an internal path of the route table, or a route and its parameters. */
  href: Href | ((args: RouteArgs<P>) => Href)
  /**
   * Set by a page kept out of search engines (personal links, result pages): no SEO record
   * overrides it, and the page gets no structured data, which is for indexed pages.
   */
  robots?: { index: false; follow: boolean }
  /**
   * The metadata but for locale, address and robots; null: nothing at this address. Or the
   * message namespace of the page's title and description, when they take no value.
   */
  metadata: TextNamespace | ((args: RouteArgs<P>) => Promise<PageTexts | null>)
}

type Content<A> = (args: A) => ReactNode | Promise<ReactNode>
type Query<P extends LocalePageProps, Q> = (args: PageArgs<P>) => Q | Promise<Q>

/**
 * A public page: its metadata through `pageMetadata()` (the route's defaults, then its SEO
 * record), and its content between the SEO record's structured data and the page's language
 * switch (the layout cannot know the page). Content null: the not-found page alone, which on a
 * cached route goes out with a 404 status; a page read per request calls `notFound()` instead.
 *
 * `query` reads what the page's language switch carries to the other language, once: from the
 * query string (pages read per request only) or from the route's parameters; the content gets
 * it too. Without it the switch carries no query.
 */
export function pageRoute<P extends LocalePageProps, Q extends SwitchQuery>(
  spec: PageBase<P> & { query: Query<P, Q>; content: Content<PageArgs<P> & { query: Q }> },
): LocaleRoute<P>
export function pageRoute<P extends LocalePageProps = LocalePageProps>(
  spec: PageBase<P> & { query?: undefined; content: Content<PageArgs<P>> },
): LocaleRoute<P>
export function pageRoute<P extends LocalePageProps, Q extends SwitchQuery>(
  // A method's parameters are compared both ways: either overload's content fits here.
  spec: PageBase<P> & {
    query?: Query<P, Q>
    content(args: PageArgs<P> & { query?: Q }): ReactNode | Promise<ReactNode>
  },
): LocaleRoute<P> {
  const hrefOf = (args: RouteArgs<P>) =>
    typeof spec.href === 'function' ? spec.href(args) : spec.href
  return localeRoute<P>({
    async metadata(args) {
      const texts =
        typeof spec.metadata === 'string'
          ? await translatedTexts(args.locale, spec.metadata)
          : await spec.metadata(args)
      if (!texts) return notFoundMetadata(args.locale)
      const robots = spec.robots ? { robots: spec.robots } : {}
      return pageMetadata({ ...texts, ...robots, locale: args.locale, href: hrefOf(args) })
    },
    async page(args) {
      const query = spec.query ? await spec.query(args) : undefined
      const content = await spec.content({ ...args, query })
      if (content === null) return <NotFoundPage />
      const { locale } = args
      const href = hrefOf(args)
      return (
        <>
          {spec.robots ? null : <RecordStructuredData locale={locale} href={href} />}
          {content}
          <PageLanguageSwitch locale={locale} href={href} query={query} />
        </>
      )
    },
  })
}
