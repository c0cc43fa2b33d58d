import { BlogListRoute, blogListMetadata, type ListKind } from '@/features/blog/pages/list-routes'
import type { Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: Locale; tag: string; n: string }> }

/** Rendered on first visit, then served from the page cache until the blog changes. */
export function generateStaticParams() {
  return []
}

const list = (slug: string): ListKind => ({ kind: 'tag', slug })

export async function generateMetadata({ params }: Props) {
  const { locale, tag } = await params
  return blogListMetadata(locale, list(tag))
}

/** Page n of the list, reached through `?page=n` (rewritten by the proxy). */
export default async function Page({ params }: Props) {
  const { locale, tag, n } = await params
  return <BlogListRoute locale={locale} list={list(tag)} page={n} />
}
