import { ArticleRoute, articleMetadata } from '@/features/blog/pages/ArticleRoute'
import type { Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: Locale; category: string; article: string }> }

/** An article at its canonical address: rendered on first visit, then served from the cache. */
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props) {
  const { locale, category, article } = await params
  return articleMetadata(locale, [category, article])
}

export default async function Page({ params }: Props) {
  const { locale, category, article } = await params
  return <ArticleRoute locale={locale} slug={[category, article]} />
}
