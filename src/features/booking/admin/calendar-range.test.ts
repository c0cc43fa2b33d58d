import { describe, expect, it } from 'vitest'

import { calendarRange } from '@/features/booking/admin/calendar-range'

const today = { year: 2026, month: 11, day: 23 }

describe('admin calendar range', () => {
  it('shows a month in whole weeks from Monday', () => {
    const range = calendarRange('month', undefined, today)
    expect(range.days[0]).toBe('2026-10-26')
    expect(range.days.at(-1)).toBe('2026-12-06')
    expect(range.days).toHaveLength(42)
    expect([range.previous, range.next]).toEqual(['2026-10-01', '2026-12-01'])
  })

  it('shows the week of a date, Monday to Sunday', () => {
    const range = calendarRange('week', '2026-12-31', today)
    expect(range.days).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ])
    expect(range.next).toBe('2027-01-04')
  })
})
