import configPromise from '@payload-config'
import { cookies } from 'next/headers'
import { getTranslations } from 'next-intl/server'
import { getPayload } from 'payload'

import { PageHero } from '@/components/ui/PageHero'
import { type BookingSearch, flowHref, positionOf } from '@/features/booking/booking-steps'
import { BookingProgress } from '@/features/booking/components/BookingProgress'
import { DateStep } from '@/features/booking/components/DateStep'
import { DetailsStep } from '@/features/booking/components/DetailsStep'
import { ServiceStep } from '@/features/booking/components/ServiceStep'
import { StepError } from '@/features/booking/components/StepError'
import { TimeStep } from '@/features/booking/components/TimeStep'
import { TimeZoneCookie } from '@/features/booking/components/TimeZoneCookie.client'
import { formatDayLabel } from '@/features/booking/format'
import { getBookingRules, getServiceChoices } from '@/features/booking/queries/booking-rules'
import { monthView } from '@/features/booking/queries/calendar-view'
import { checkDay, daySlots, nextDayWithSlots } from '@/features/booking/slots'
import { TIME_ZONE_COOKIE, visitorTimeZone } from '@/features/booking/time-zone-cookie'
import type { Locale } from '@/i18n/locales'
import { routeSlug } from '@/i18n/route-table'

/** The booking flow: each step is a server render of the query string, the last a form. */
export async function BookingPage({ locale, search }: { locale: Locale; search: BookingSearch }) {
  const t = await getTranslations({ locale, namespace: 'booking' })
  const payload = await getPayload({ config: configPromise })
  const rules = await getBookingRules()
  const timeZone = visitorTimeZone((await cookies()).get(TIME_ZONE_COOKIE)?.value)
  const base = `/${locale}${routeSlug('/reservation', locale)}`
  const position = positionOf(
    search,
    rules.offered.map((offered) => offered.service),
  )
  const now = new Date()

  let step = <ServiceStep locale={locale} choices={await getServiceChoices(locale)} />
  if (position.step !== 'service') {
    const { service } = position
    const asked = position.date
    const view = await monthView(
      payload,
      rules,
      service,
      { month: search.month, selected: asked },
      now,
    )
    const dateStep = (
      <DateStep
        locale={locale}
        base={base}
        carry={{ service }}
        selected={asked}
        horizonDays={rules.horizonDays}
        {...view}
      />
    )
    const check = asked ? checkDay(rules, asked, now) : 'ok'
    const slots = asked && check === 'ok' ? daySlots(rules, asked, service, now, view.busy) : []
    const invalid = check === 'invalid' || check === 'past' || check === 'weekend'
    if (invalid) {
      step = (
        <>
          <StepError title={t('errors.invalidDateTitle')} text={t('errors.invalidDate')} />
          {dateStep}
        </>
      )
    } else if (position.step === 'date') {
      step = dateStep
    } else if (slots.length === 0) {
      const next = nextDayWithSlots(rules, position.date, service, now, view.busy)
      step = (
        <>
          <StepError
            text={t('errors.noSlots')}
            link={
              next
                ? {
                    href: flowHref(base, { service, date: next }),
                    label: t('errors.nextDate', { date: formatDayLabel(next, locale) }),
                  }
                : {
                    href: `/${locale}${routeSlug('/contact', locale)}`,
                    label: t('errors.noDateAtAll'),
                  }
            }
          />
          {dateStep}
        </>
      )
    } else if (
      position.step === 'time' ||
      !slots.some((slot) => slot.start.getTime() === position.start.getTime())
    ) {
      // A time from the query string that is not (or no longer) free: pick again.
      const lost = position.step === 'details'
      step = (
        <>
          {lost ? <StepError text={t('errors.slotUnavailable')} /> : null}
          <TimeStep
            locale={locale}
            date={position.date}
            slots={slots}
            timeZone={timeZone}
            carry={{ service, date: position.date }}
          />
          <a
            href={flowHref(base, { service, month: view.month })}
            className="mt-6 inline-block font-semibold underline underline-offset-4"
          >
            {t('timeStep.change')}
          </a>
        </>
      )
    } else {
      step = (
        <DetailsStep
          locale={locale}
          service={service}
          start={position.start}
          timeZone={timeZone}
          slotsHref={flowHref(base, { service, date: position.date })}
          permalink={flowHref(base, search)}
        />
      )
    }
  }

  return (
    <>
      <PageHero id="booking-title" eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <div className="mx-auto max-w-4xl px-4 pb-20 sm:px-6">
        <BookingProgress locale={locale} current={position.step} />
        {step}
        {position.step !== 'service' ? (
          <p className="mt-8">
            <a href={base} className="font-semibold underline underline-offset-4">
              {t('dateStep.change')}
            </a>
          </p>
        ) : null}
      </div>
      <TimeZoneCookie current={timeZone} />
    </>
  )
}
