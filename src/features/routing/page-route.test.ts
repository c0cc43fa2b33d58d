import { isValidElement, type ReactElement, type ReactNode } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { NotFoundPage } from '@/components/layout/NotFoundPage'
import { PageLanguageSwitch } from '@/components/layout/widgets/PageLanguageSwitch'
import { localeRoute, pageRoute, queryValues } from '@/features/routing/page-route'
import { RecordStructuredData } from '@/features/seo/manager/RecordStructuredData'
import { pageMetadata } from '@/features/seo/page-metadata'

const calls = vi.hoisted(() => [] as string[])

vi.mock('next-intl/server', () => ({
  setRequestLocale: (locale: string) => calls.push(`setRequestLocale ${locale}`),
}))
vi.mock('@/features/seo/page-metadata', () => ({ pageMetadata: vi.fn(async () => ({})) }))
vi.mock('@/features/seo/not-found-metadata', () => ({
  notFoundMetadata: async (locale: string) => ({ title: `not found ${locale}` }),
}))
vi.mock('@/features/seo/manager/RecordStructuredData', () => ({ RecordStructuredData: () => null }))
vi.mock('@/components/layout/widgets/PageLanguageSwitch', () => ({
  PageLanguageSwitch: () => null,
}))
vi.mock('@/components/layout/NotFoundPage', () => ({ NotFoundPage: () => null }))

type Props = PageProps<'/[locale]/realisation/[slug]'>
type Query = Awaited<Props['searchParams']>

/** A query string that never arrives: a page that awaits it never renders. */
const unread = new Promise<Query>(() => {})
const props = (locale: string, searchParams = unread): Props => ({
  params: Promise.resolve({ locale, slug: 'site' }),
  searchParams,
})

/** The elements a page renders side by side. */
function parts(node: ReactNode): ReactElement<Record<string, unknown>>[] {
  if (!isValidElement<{ children: ReactNode[] }>(node)) throw new Error('no element')
  return node.props.children.filter(isValidElement<Record<string, unknown>>)
}

const texts = async () => ({ title: 'Title', description: 'Description' })
const content = () => 'content'

beforeEach(() => {
  calls.length = 0
  vi.mocked(pageMetadata).mockClear()
})

describe('localeRoute', () => {
  const route = localeRoute<Props>({
    metadata: async ({ locale, params }) => ({ title: `${locale} ${params.slug}` }),
    page: ({ locale, params }) => `page ${locale} ${params.slug}`,
  })

  it('stops an unknown locale: no metadata, and a 404', async () => {
    expect(await route.generateMetadata(props('favicon.ico'))).toEqual({})
    await expect(route.Page(props('favicon.ico'))).rejects.toMatchObject({
      digest: expect.stringContaining('404'),
    })
    expect(calls).toEqual([])
  })

  it('sets the request locale, then renders with the route parameters', async () => {
    expect(await route.generateMetadata(props('en'))).toEqual({ title: 'en site' })
    expect(await route.Page(props('en'))).toBe('page en site')
    expect(calls).toEqual(['setRequestLocale en'])
  })
})

describe('pageRoute', () => {
  it('builds the metadata from the texts, the locale, the address and the robots rule', async () => {
    const route = pageRoute<Props>({
      href: ({ params }) => ({ pathname: '/realisation/[slug]', params: { slug: params.slug } }),
      robots: { index: false, follow: true },
      metadata: texts,
      content,
    })
    await route.generateMetadata(props('fr'))
    expect(pageMetadata).toHaveBeenCalledWith({
      title: 'Title',
      description: 'Description',
      robots: { index: false, follow: true },
      locale: 'fr',
      href: { pathname: '/realisation/[slug]', params: { slug: 'site' } },
    })
  })

  it('gives the not-found metadata when the texts say nothing is there', async () => {
    const route = pageRoute<Props>({ href: '/contact', metadata: async () => null, content })
    expect(await route.generateMetadata(props('en'))).toEqual({ title: 'not found en' })
    expect(pageMetadata).not.toHaveBeenCalled()
  })

  it('renders structured data, content and language switch, never reading the query', async () => {
    const route = pageRoute<Props>({ href: '/contact', metadata: texts, content })
    const [data, switcher] = parts(await route.Page(props('fr')))
    expect(data?.type).toBe(RecordStructuredData)
    expect(data?.props).toEqual({ locale: 'fr', href: '/contact' })
    expect(switcher?.type).toBe(PageLanguageSwitch)
    expect(switcher?.props).toEqual({ locale: 'fr', href: '/contact', query: undefined })
  })

  it('leaves the structured data out of a page kept out of search engines', async () => {
    const robots = { index: false, follow: false } as const
    const route = pageRoute<Props>({ href: '/contact', robots, metadata: texts, content })
    const elements = parts(await route.Page(props('fr')))
    expect(elements.map((element) => element.type)).toEqual([PageLanguageSwitch])
  })

  it('shows the not-found page alone when the content is null', async () => {
    const route = pageRoute<Props>({ href: '/contact', metadata: texts, content: () => null })
    const page = await route.Page(props('fr'))
    expect(isValidElement(page) && page.type).toBe(NotFoundPage)
  })

  it('reads the query once, for the content and the language switch', async () => {
    const route = pageRoute<Props, { q: string }>({
      href: '/search',
      metadata: texts,
      query: async ({ searchParams }) => ({ q: (await queryValues(searchParams, ['q'])).q ?? '' }),
      content: ({ query }) => `results for ${query.q}`,
    })
    const page = await route.Page(props('en', Promise.resolve({ q: 'pwa' })))
    if (!isValidElement<{ children: ReactNode[] }>(page)) throw new Error('no element')
    expect(page.props.children[1]).toBe('results for pwa')
    expect(parts(page)[1]?.props.query).toEqual({ q: 'pwa' })
  })
})

describe('queryValues', () => {
  it('keeps the named parameters that hold one value', async () => {
    const search = Promise.resolve({ token: 'abc', date: ['1', '2'], other: 'x' })
    expect(await queryValues(search, ['token', 'date', 'time'])).toEqual({ token: 'abc' })
  })
})
