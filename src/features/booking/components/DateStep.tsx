import { getTranslations } from 'next-intl/server'

import { flowHref } from '@/features/booking/booking-steps'
import { formatDayLabel } from '@/features/booking/format'
import type { MonthCell } from '@/features/booking/month-grid'
import type { Locale } from '@/i18n/locales'

type Props = {
  locale: Locale
  base: string
  /** Query parameters every link of the step keeps (the service, or a reschedule token). */
  carry: Record<string, string>
  month: string
  weeks: MonthCell[][]
  previousMonth?: string
  nextMonth?: string
  selected?: string
  horizonDays: number
}

const weekdayNames = (locale: Locale) =>
  Array.from({ length: 7 }, (_, index) =>
    new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2026, 10, 23 + index)),
    ),
  )

/** Step 2: a month of links, only future Monday-to-Friday days with a free slot selectable. */
export async function DateStep(props: Props) {
  const { locale, base, carry, month, weeks, previousMonth, nextMonth, selected } = props
  const t = await getTranslations({ locale, namespace: 'booking.dateStep' })
  const caption = new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-15T12:00:00Z`))
  const nav =
    'inline-flex min-h-11 items-center rounded-lg border-2 border-(--border) px-4 font-semibold'
  return (
    <section aria-labelledby="date-step-title">
      <h2 id="date-step-title" className="text-2xl font-bold">
        {t('title')}
      </h2>
      <p className="mt-2 muted">{t('hint', { days: props.horizonDays })}</p>
      <div className="mt-6 flex items-center justify-between gap-4">
        {previousMonth ? (
          <a
            href={flowHref(base, { ...carry, month: previousMonth })}
            className={nav}
            rel="nofollow"
          >
            <span aria-hidden="true">←&nbsp;</span>
            {t('previousMonth')}
          </a>
        ) : (
          <span />
        )}
        {nextMonth ? (
          <a href={flowHref(base, { ...carry, month: nextMonth })} className={nav} rel="nofollow">
            {t('nextMonth')}
            <span aria-hidden="true">&nbsp;→</span>
          </a>
        ) : null}
      </div>
      <table className="mt-4 w-full table-fixed border-separate border-spacing-1 text-center">
        <caption className="mb-2 text-lg font-semibold capitalize">{caption}</caption>
        <thead>
          <tr>
            {weekdayNames(locale).map((name) => (
              <th key={name} scope="col" className="text-sm font-semibold muted">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, index) => (
            <tr key={index}>
              {week.map((cell, position) =>
                cell ? (
                  <td key={cell.day}>
                    {cell.bookable ? (
                      <a
                        href={flowHref(base, { ...carry, date: cell.day })}
                        aria-label={formatDayLabel(cell.day, locale)}
                        aria-current={cell.day === selected ? 'date' : undefined}
                        rel="nofollow"
                        className={`flex min-h-11 items-center justify-center rounded-lg border-2 font-semibold ${
                          cell.day === selected
                            ? 'border-(--accent) bg-(--accent) text-(--accent-foreground)'
                            : 'border-(--accent)'
                        }`}
                      >
                        {Number(cell.day.slice(8))}
                      </a>
                    ) : (
                      <span className="flex min-h-11 items-center justify-center muted line-through">
                        {Number(cell.day.slice(8))}
                        <span className="sr-only">, {t('unavailable')}</span>
                      </span>
                    )}
                  </td>
                ) : (
                  <td key={`empty-${position}`} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
