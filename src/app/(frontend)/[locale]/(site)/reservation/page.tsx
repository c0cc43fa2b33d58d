import type { BookingSearch } from '@/features/booking/booking-steps'
import { BookingPage } from '@/features/booking/components/BookingPage'
import { pageRoute, queryValues } from '@/features/routing/page-route'

/** Reads the request: rendered for each visit, never kept in the page cache. */
export const dynamic = 'force-dynamic'

const { generateMetadata, Page } = pageRoute<PageProps<'/[locale]/reservation'>, BookingSearch>({
  href: '/reservation',
  metadata: 'booking',
  // The visitor's choices so far carry over to the other language.
  query: ({ searchParams }) => queryValues(searchParams, ['service', 'date', 'time', 'month']),
  content: ({ locale, query }) => <BookingPage locale={locale} search={query} />,
})

export { generateMetadata, Page as default }
