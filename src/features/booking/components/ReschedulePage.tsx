import configPromise from '@payload-config'
import { cookies } from 'next/headers'
import { getTranslations } from 'next-intl/server'
import { getPayload } from 'payload'

import { flowHref } from '@/features/booking/booking-steps'
import { parseDay } from '@/features/booking/calendar-day'
import { DateStep } from '@/features/booking/components/DateStep'
import { ManageButton } from '@/features/booking/components/ManageButton.client'
import { ManageFrame } from '@/features/booking/components/ManageFrame'
import { StepError } from '@/features/booking/components/StepError'
import { TimeStep } from '@/features/booking/components/TimeStep'
import { formatWhen } from '@/features/booking/format'
import { appointmentForToken } from '@/features/booking/manage'
import { rescheduleAppointment } from '@/features/booking/manage-actions'
import { readBookingRules } from '@/features/booking/queries/booking-rules'
import { monthView } from '@/features/booking/queries/calendar-view'
import { isBookingService } from '@/features/booking/services'
import { checkDay, daySlots } from '@/features/booking/slots'
import { TIME_ZONE_COOKIE, visitorTimeZone } from '@/features/booking/time-zone-cookie'
import type { Locale } from '@/i18n/locales'
import { routeSlug } from '@/i18n/route-table'

type Search = { token: string; date?: string; time?: string; month?: string }

/** The page of the e-mailed reschedule link: pick a new day and time, then confirm. */
export async function ReschedulePage({ locale, search }: { locale: Locale; search: Search }) {
  const t = await getTranslations({ locale, namespace: 'booking' })
  const payload = await getPayload({ config: configPromise })
  const appointment = search.token
    ? await appointmentForToken(payload, search.token, 'reschedule')
    : null
  const bookHref = `/${locale}${routeSlug('/reservation', locale)}`
  const again = { href: bookHref, label: t('manage.bookAgain') }
  if (!appointment || !isBookingService(appointment.service)) {
    return (
      <ManageFrame
        eyebrow={t('eyebrow')}
        title={t('manage.rescheduleTitle')}
        lead={t('manage.invalid')}
      >
        <a href={bookHref} className="font-semibold underline underline-offset-4">
          {again.label}
        </a>
      </ManageFrame>
    )
  }
  const service = appointment.service
  const zone = visitorTimeZone(
    (await cookies()).get(TIME_ZONE_COOKIE)?.value ?? appointment.timeZone ?? undefined,
  )
  const rules = await readBookingRules(payload)
  const now = new Date()
  const base = `/${locale}${routeSlug('/reservation/modification', locale)}`
  const date =
    search.date && parseDay(search.date) && checkDay(rules, search.date, now) === 'ok'
      ? search.date
      : undefined
  const view = await monthView(
    payload,
    rules,
    service,
    { month: search.month, selected: date, exceptId: appointment.id },
    now,
  )
  const slots = date ? daySlots(rules, date, service, now, view.busy) : []
  const chosen = search.time && slots.find((slot) => slot.start.toISOString() === search.time)
  const lead = t('manage.current', {
    service: t(`services.${service}`),
    date: formatWhen(new Date(appointment.start), locale, zone),
  })
  return (
    <ManageFrame eyebrow={t('eyebrow')} title={t('manage.rescheduleTitle')} lead={lead}>
      {chosen ? (
        <ManageButton
          action={rescheduleAppointment.bind(
            null,
            locale,
            search.token,
            chosen.start.toISOString(),
            zone,
          )}
          label={t('manage.rescheduleConfirm', { date: formatWhen(chosen.start, locale, zone) })}
          pendingLabel={t('manage.submitting')}
          after={again}
        />
      ) : date && slots.length ? (
        <TimeStep
          locale={locale}
          date={date}
          slots={slots}
          timeZone={zone}
          carry={{ token: search.token, date }}
        />
      ) : (
        <>
          {search.date && !date ? (
            <StepError title={t('errors.invalidDateTitle')} text={t('errors.invalidDate')} />
          ) : null}
          {date && !slots.length ? <StepError text={t('errors.noSlots')} /> : null}
          <DateStep
            locale={locale}
            base={base}
            carry={{ token: search.token }}
            selected={date}
            horizonDays={rules.horizonDays}
            {...view}
          />
        </>
      )}
      {date ? (
        <a
          href={flowHref(base, { token: search.token, month: view.month })}
          className="inline-block font-semibold underline underline-offset-4"
        >
          {t('timeStep.change')}
        </a>
      ) : null}
    </ManageFrame>
  )
}
