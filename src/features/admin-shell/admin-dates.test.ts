import { describe, expect, it } from 'vitest'

import { formatAdminDate } from '@/features/admin-shell/admin-dates'

describe('formatAdminDate', () => {
  // 15:15 UTC is 16:15 in Paris in November (winter time).
  const moment = '2026-11-27T15:15:00.000Z'

  it('writes a French moment the French way, in Paris time', () => {
    expect(formatAdminDate(moment, 'fr')).toBe('27 novembre 2026 à 16:15')
  })

  it('writes an English moment the English way', () => {
    expect(formatAdminDate(moment, 'en')).toBe('November 27th, 2026 at 4:15 PM')
  })

  it('follows summer time', () => {
    expect(formatAdminDate('2026-07-01T08:05:00.000Z', 'fr')).toBe('1 juillet 2026 à 10:05')
  })

  it('shows a dash for a missing or broken value', () => {
    expect(formatAdminDate(null, 'fr')).toBe('—')
    expect(formatAdminDate('', 'en')).toBe('—')
    expect(formatAdminDate('not a date', 'fr')).toBe('—')
  })

  it('takes another pattern, a day alone', () => {
    expect(formatAdminDate(moment, 'fr', 'PPP')).toBe('27 novembre 2026')
  })
})
