import { describe, expect, it } from 'vitest'

import { frenchPublicHolidays } from '@/features/booking/holidays'

describe('French public holidays', () => {
  it('places the movable feasts from Easter (2026: Easter on 5 April)', () => {
    const dates = frenchPublicHolidays(2026).map((holiday) => holiday.date)
    expect(dates).toContain('2026-04-06')
    expect(dates).toContain('2026-05-14')
    expect(dates).toContain('2026-05-25')
  })

  it('knows 2027 (Easter on 28 March) and lists eleven days in order', () => {
    const holidays = frenchPublicHolidays(2027)
    expect(holidays).toHaveLength(11)
    expect(holidays.map((holiday) => holiday.date)).toEqual(
      [...holidays.map((holiday) => holiday.date)].sort(),
    )
    expect(holidays.find((holiday) => holiday.label === 'Lundi de Pâques')?.date).toBe('2027-03-29')
    expect(holidays.find((holiday) => holiday.label === 'Ascension')?.date).toBe('2027-05-06')
  })
})
