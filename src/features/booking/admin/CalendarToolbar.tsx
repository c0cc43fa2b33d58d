import { Button } from '@payloadcms/ui'

import type { AdminText } from '@/features/admin-shell/admin-i18n'
import type { CalendarRange } from '@/features/booking/admin/calendar-range'

/** A day at noon UTC: formatted in UTC, it reads as that day whatever the server's zone. */
export const noon = (day: string) => new Date(`${day}T12:00:00Z`)

const link = (view: string, date: string) => `/admin/calendar?view=${view}&date=${date}`

const title = (range: CalendarRange, { t, locale }: AdminText) =>
  range.mode === 'week'
    ? t('custom:calendar:weekOf', {
        date: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
          noon(range.anchor),
        ),
      })
    : new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        noon(range.anchor),
      )

/**
 * Above the grid: the previous and next month (or week) around its title, then month or week,
 * the one shown marked current. Plain links in Payload's buttons: each view has its address.
 */
export function CalendarToolbar({ range, text }: { range: CalendarRange; text: AdminText }) {
  const { t } = text
  const step = (date: string, label: string) => (
    <Button
      el="anchor"
      url={link(range.mode, date)}
      buttonStyle="secondary"
      size="small"
      margin={false}
    >
      {label}
    </Button>
  )
  return (
    <div className="site-calendar__toolbar">
      {step(range.previous, t('custom:calendar:previous'))}
      <h2 id="calendar-title">{title(range, text)}</h2>
      {step(range.next, t('custom:calendar:next'))}
      <div className="site-admin-segmented site-calendar__modes">
        {(['month', 'week'] as const).map((mode) => (
          <Button
            key={mode}
            el="anchor"
            url={link(mode, range.focus)}
            buttonStyle="tab"
            size="small"
            margin={false}
            extraButtonProps={{ 'aria-current': range.mode === mode ? 'page' : undefined }}
          >
            {t(`custom:calendar:${mode}`)}
          </Button>
        ))}
      </div>
    </div>
  )
}
