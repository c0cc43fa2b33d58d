import { BlogListRoute, blogListMetadata, type ListKind } from '@/features/blog/pages/list-routes'
import type { Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: Locale }> }

const list: ListKind = { kind: 'all' }

export async function generateMetadata({ params }: Props) {
  const { locale } = await params
  return blogListMetadata(locale, list)
}

export default async function Page({ params }: Props) {
  const { locale } = await params
  return <BlogListRoute locale={locale} list={list} />
}
