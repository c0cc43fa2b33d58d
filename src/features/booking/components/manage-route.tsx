import { getTranslations } from 'next-intl/server'

import { CancelPage } from '@/features/booking/components/CancelPage'
import { ReschedulePage } from '@/features/booking/components/ReschedulePage'
import type { ManageAction } from '@/features/booking/manage-token'
import { pageRoute, queryValues, type LocalePageProps } from '@/features/routing/page-route'
import type { Locale } from '@/i18n/locales'

type ManageSearch = { token: string; date?: string; time?: string; month?: string }

const links = {
  cancel: {
    href: '/reservation/annulation',
    title: 'cancelTitle',
    keys: ['token'],
    Content: ({ locale, search }: { locale: Locale; search: ManageSearch }) => (
      <CancelPage locale={locale} token={search.token} />
    ),
  },
  // The new day and time picked so far carry over to the other language.
  reschedule: {
    href: '/reservation/modification',
    title: 'rescheduleTitle',
    keys: ['token', 'date', 'time', 'month'],
    Content: ReschedulePage,
  },
} as const

/**
 * The pages of the e-mailed links that cancel or move an appointment, read per request. A
 * personal link (`?token=`): never indexed, whatever an SEO record says.
 */
export function manageLinkRoute(action: ManageAction) {
  const { href, title, keys, Content } = links[action]
  return pageRoute<LocalePageProps, ManageSearch>({
    href,
    robots: { index: false, follow: false },
    async metadata({ locale }) {
      const t = await getTranslations({ locale, namespace: 'booking.manage' })
      return { title: t(title), description: t(title) }
    },
    async query({ searchParams }) {
      const { token = '', ...moment } = await queryValues(searchParams, keys)
      return { token, ...moment }
    },
    content: ({ locale, query }) => <Content locale={locale} search={query} />,
  })
}
