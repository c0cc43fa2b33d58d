import { getMessages, getTranslations } from 'next-intl/server'

import { submitBooking } from '@/features/booking/actions'
import { BookingForm } from '@/features/booking/components/BookingForm.client'
import { formatWhen } from '@/features/booking/format'
import type { BookingService } from '@/features/booking/services'
import { formRenderTime } from '@/platform/spam/spam-fields'
import type { Locale } from '@/i18n/locales'
import { ClientMessagesProvider } from '@/i18n/client-messages'

type Props = {
  locale: Locale
  service: BookingService
  start: Date
  timeZone: string
  slotsHref: string
  /** The page's address with its query string, where the form posts back. */
  permalink: string
}

/** Steps 4 and 5 around the client form: only the booking messages travel to the browser. */
export async function DetailsStep({
  locale,
  service,
  start,
  timeZone,
  slotsHref,
  permalink,
}: Props) {
  const t = await getTranslations({ locale, namespace: 'booking' })
  const forms = await getTranslations({ locale, namespace: 'forms' })
  const { details, review, errors } = (await getMessages({ locale })).booking
  return (
    // Only what the form shows travels to the browser (not the e-mail texts).
    <ClientMessagesProvider locale={locale} messages={{ booking: { details, review, errors } }}>
      <BookingForm
        action={submitBooking.bind(null, locale)}
        slot={{ service, start: start.toISOString(), tz: timeZone }}
        summary={{ service: t(`services.${service}`), when: formatWhen(start, locale, timeZone) }}
        slotsHref={slotsHref}
        permalink={permalink}
        renderedAt={formRenderTime()}
        honeypotLabel={forms('honeypot')}
      />
    </ClientMessagesProvider>
  )
}
