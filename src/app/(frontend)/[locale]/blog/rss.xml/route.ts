import { blogFeed } from '@/features/blog/pages/feed'
import { isLocale } from '@/i18n/locales'

/** `/fr/blog/rss.xml` and `/en/blog/rss.xml`. */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params
  if (!isLocale(locale)) return new Response('Not found', { status: 404 })
  return new Response(await blogFeed(locale), {
    headers: {
      'Content-Type': 'application/rss+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=300, stale-while-revalidate=3600',
    },
  })
}
