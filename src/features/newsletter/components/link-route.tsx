import { ConfirmationPage } from '@/features/newsletter/components/ConfirmationPage'
import { UnsubscribePage } from '@/features/newsletter/components/UnsubscribePage'
import { pageRoute, queryValues, type LocalePageProps } from '@/features/routing/page-route'

const pages = {
  confirmPage: { href: '/newsletter/confirmation', Content: ConfirmationPage },
  unsubscribePage: { href: '/newsletter/desinscription', Content: UnsubscribePage },
} as const

/**
 * The pages the newsletter's e-mailed links open, read per request. They act on a personal
 * token (`?token=`), so search engines must neither index nor follow them.
 */
export function newsletterLinkRoute(page: keyof typeof pages) {
  const { href, Content } = pages[page]
  return pageRoute<LocalePageProps, { token: string }>({
    href,
    robots: { index: false, follow: false },
    metadata: `newsletter.${page}`,
    query: async ({ searchParams }) => ({
      token: (await queryValues(searchParams, ['token'])).token ?? '',
    }),
    content: ({ locale, query }) => <Content locale={locale} token={query.token} />,
  })
}
