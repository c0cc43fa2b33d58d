import { getTranslations } from 'next-intl/server'

import {
  type ConfirmationSearch,
  ConfirmationPage,
} from '@/features/booking/components/ConfirmationPage'
import { pageRoute, queryValues } from '@/features/routing/page-route'

/** Reads the request: rendered for each visit, never kept in the page cache. */
export const dynamic = 'force-dynamic'

/** The page a booking leads to. A personal link (`?token=`): never indexed. */
const { generateMetadata, Page } = pageRoute<
  PageProps<'/[locale]/reservation/confirmation'>,
  ConfirmationSearch
>({
  href: '/reservation/confirmation',
  robots: { index: false, follow: false },
  async metadata({ locale }) {
    // Not the heading's words: after a client-side navigation Next.js's route announcer reads
    // the title out, and the page would say "Rendez-vous confirmé !" twice.
    const t = await getTranslations({ locale, namespace: 'booking.success' })
    return { title: t('metaTitle'), description: t('metaTitle') }
  },
  async query({ searchParams }) {
    const { token = '', failed } = await queryValues(searchParams, ['token', 'failed'])
    return { token, failed }
  },
  content: ({ locale, query }) => <ConfirmationPage locale={locale} search={query} />,
})

export { generateMetadata, Page as default }
