import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { pageMetadata } from '@/features/seo/page-metadata'
import type { Locale } from '@/i18n/locales'

const pages = {
  confirmPage: '/newsletter/confirmation',
  unsubscribePage: '/newsletter/desinscription',
} as const

/**
 * Metadata of the pages the newsletter's e-mailed links open. They act on a personal token, so
 * search engines must neither index nor follow them.
 */
export async function newsletterLinkMetadata(
  locale: Locale,
  page: keyof typeof pages,
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: `newsletter.${page}` })
  return pageMetadata({
    locale,
    href: pages[page],
    title: t('metaTitle'),
    description: t('metaDescription'),
    robots: { index: false, follow: false },
  })
}

/** The token of an e-mailed link's query string (`?token=`), empty when absent or repeated. */
export function tokenParam(token: string | string[] | undefined): string {
  return typeof token === 'string' ? token : ''
}
