import { BlogListRoute, blogListMetadata, type ListKind } from '@/features/blog/pages/list-routes'
import type { Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: Locale; tag: string }> }

const list = (slug: string): ListKind => ({ kind: 'tag', slug })

export async function generateMetadata({ params }: Props) {
  const { locale, tag } = await params
  return blogListMetadata(locale, list(tag))
}

export default async function Page({ params }: Props) {
  const { locale, tag } = await params
  return <BlogListRoute locale={locale} list={list(tag)} />
}
