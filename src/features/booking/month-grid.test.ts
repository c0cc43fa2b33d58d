import { describe, expect, it } from 'vitest'

import { browsableMonths, monthGrid } from '@/features/booking/month-grid'
import { defaultBookingRules } from '@/features/booking/rules'

const now = new Date('2026-11-23T09:00:00Z')

describe('booking calendar month', () => {
  it('starts weeks on Monday and marks only future weekdays with free slots', () => {
    const weeks = monthGrid(defaultBookingRules, { year: 2026, month: 11 }, 'audit', now, [])
    expect(weeks[0]!.slice(0, 6)).toEqual([null, null, null, null, null, null])
    expect(weeks[0]![6]).toEqual({ day: '2026-11-01', bookable: false })
    const bookable = weeks
      .flat()
      .filter((cell) => cell?.bookable)
      .map((cell) => cell!.day)
    expect(bookable).toEqual(['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-30'])
  })

  it('lets the visitor browse up to the horizon', () => {
    expect(browsableMonths(defaultBookingRules, now)).toEqual(['2026-11', '2026-12', '2027-01'])
  })
})
