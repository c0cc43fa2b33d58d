import { ArticleRoute, articleMetadata } from '@/features/blog/pages/ArticleRoute'
import type { Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: Locale; slug: string[] }> }

/**
 * Every form of an article's address but the canonical `{category}/{article}` one (which has
 * its own cached route): found and redirected for each request (see ArticleRoute).
 */
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props) {
  const { locale, slug } = await params
  return articleMetadata(locale, slug)
}

export default async function Page({ params }: Props) {
  const { locale, slug } = await params
  return <ArticleRoute locale={locale} slug={slug} />
}
