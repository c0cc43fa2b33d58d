import { BlogListRoute, blogListMetadata, type ListKind } from '@/features/blog/pages/list-routes'
import type { Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: Locale; category: string }> }

const list = (slug: string): ListKind => ({ kind: 'category', slug })

export async function generateMetadata({ params }: Props) {
  const { locale, category } = await params
  return blogListMetadata(locale, list(category))
}

export default async function Page({ params }: Props) {
  const { locale, category } = await params
  return <BlogListRoute locale={locale} list={list(category)} />
}
