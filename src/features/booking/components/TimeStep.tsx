import { getTranslations } from 'next-intl/server'

import { buttonStyles } from '@/components/ui/button-styles'
import { formatDayLabel, formatTime, formatZone } from '@/features/booking/format'
import type { Interval } from '@/features/booking/slots'
import type { Locale } from '@/i18n/locales'

type Props = {
  locale: Locale
  date: string
  slots: Interval[]
  timeZone: string
  /** Hidden fields the GET form keeps (service and date, or a reschedule token). */
  carry: Record<string, string>
}

/**
 * Step 3: the free times of the day, shown in the visitor's zone with its name. None is ticked
 * beforehand: a ticked time is booked by whoever continues without looking, so the visitor picks.
 */
export async function TimeStep({ locale, date, slots, timeZone, carry }: Props) {
  const t = await getTranslations({ locale, namespace: 'booking.timeStep' })
  return (
    <form method="get">
      {Object.entries(carry).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <fieldset>
        <legend className="text-2xl font-bold">
          {t('legend', { date: formatDayLabel(date, locale) })}
        </legend>
        <p className="mt-2 muted">
          {t('timeZone', { zone: formatZone(timeZone, locale, slots[0]?.start) })}
        </p>
        <div className="mt-6 grid grid-cols-3 gap-3 sm:grid-cols-5">
          {slots.map((slot) => {
            const value = slot.start.toISOString()
            return (
              <label
                key={value}
                className="flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-lg border-2 border-(--border) px-2 font-semibold has-[:checked]:border-(--accent)"
              >
                <input
                  type="radio"
                  name="time"
                  value={value}
                  required
                  className="size-4 accent-(--accent)"
                />
                {formatTime(slot.start, locale, timeZone)}
              </label>
            )
          })}
        </div>
      </fieldset>
      <button type="submit" className={`${buttonStyles.primary} mt-6`}>
        {t('continue')}
      </button>
    </form>
  )
}
