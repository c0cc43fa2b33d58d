import { getTranslations } from 'next-intl/server'

import { flowHref } from '@/features/booking/booking-steps'
import { parseDay } from '@/features/booking/calendar-day'
import { DateStep } from '@/features/booking/components/DateStep'
import { linkedAppointment } from '@/features/booking/components/linked-appointment'
import { ManageButton } from '@/features/booking/components/ManageButton.client'
import { ManageFrame } from '@/features/booking/components/ManageFrame'
import { StepError } from '@/features/booking/components/StepError'
import { TimeStep } from '@/features/booking/components/TimeStep'
import { formatWhen } from '@/features/booking/format'
import { rescheduleAppointment } from '@/features/booking/manage-actions'
import { getBookingRules } from '@/features/booking/queries/booking-rules'
import { monthView } from '@/features/booking/queries/calendar-view'
import { checkDay, daySlots } from '@/features/booking/slots'
import type { Locale } from '@/i18n/locales'
import { routeSlug } from '@/i18n/route-table'

type Search = { token: string; date?: string; time?: string; month?: string }

/** The page of the e-mailed reschedule link: pick a new day and time, then confirm. */
export async function ReschedulePage({ locale, search }: { locale: Locale; search: Search }) {
  const t = await getTranslations({ locale, namespace: 'booking' })
  const linked = await linkedAppointment(locale, search.token, 'reschedule')
  if (!linked.ok) return linked.page
  const { payload, appointment, service, zone, again } = linked
  const rules = await getBookingRules()
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
  return (
    <ManageFrame {...linked.frame} lead={linked.lead}>
      {chosen ? (
        <ManageButton
          action={rescheduleAppointment.bind(
            null,
            locale,
            search.token,
            chosen.start.toISOString(),
            zone,
          )}
          permalink={flowHref(base, search)}
          label={t('manage.rescheduleConfirm', { date: formatWhen(chosen.start, locale, zone) })}
          pendingLabel={t('manage.submitting')}
          after={again}
          pick={{
            href: flowHref(base, { token: search.token, date }),
            label: t('errors.chooseSlot'),
          }}
        />
      ) : date && slots.length ? (
        <>
          {/* A time that is no longer free (taken while the visitor confirmed it, which a post
              without JavaScript lands on): said, then the day's other times. */}
          {search.time ? <StepError text={t('errors.slotUnavailable')} /> : null}
          <TimeStep
            locale={locale}
            date={date}
            slots={slots}
            timeZone={zone}
            carry={{ token: search.token, date }}
          />
        </>
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
