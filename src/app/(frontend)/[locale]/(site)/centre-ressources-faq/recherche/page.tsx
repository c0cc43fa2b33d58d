import { queryParam } from '@/features/resources/faq-search'
import { ResourcesRoute, resourcesMetadata } from '@/features/resources/components/ResourcesRoute'
import type { Locale } from '@/i18n/locales'

type Props = {
  params: Promise<{ locale: Locale }>
  searchParams: Promise<{ q?: string | string[] }>
}

/** Reads the request: rendered for each visit, never kept in the page cache. */
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props) {
  return resourcesMetadata((await params).locale)
}

/** Reached through the proxy's rewrite of `?q=`: reading the query renders it for each visit. */
export default async function Page({ params, searchParams }: Props) {
  const [{ locale }, { q }] = await Promise.all([params, searchParams])
  return <ResourcesRoute locale={locale} query={queryParam(q)} />
}
