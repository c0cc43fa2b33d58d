import { describe, expect, it } from 'vitest'

import { dayRanges, lastWeeks } from '@/features/dashboard/weeks'

describe('dashboard weeks', () => {
  it('gives twelve Monday-to-Monday weeks in Paris time, the current one last', () => {
    const weeks = lastWeeks(new Date('2026-11-25T10:00:00Z'))
    expect(weeks).toHaveLength(12)
    expect(weeks.at(-1)).toMatchObject({
      label: '23/11',
      start: new Date('2026-11-22T23:00:00Z'),
      end: new Date('2026-11-29T23:00:00Z'),
    })
    expect(weeks[0]!.label).toBe('07/09')
    for (let i = 1; i < weeks.length; i++) expect(weeks[i]!.start).toEqual(weeks[i - 1]!.end)
  })

  it('follows daylight saving: the week of the October change is 169 hours long', () => {
    const weeks = lastWeeks(new Date('2026-10-28T12:00:00Z'))
    const dst = weeks.find((w) => w.label === '19/10')!
    expect((dst.end.getTime() - dst.start.getTime()) / 3_600_000).toBe(169)
  })

  it('starts today at Paris midnight, even late in the UTC evening', () => {
    const ranges = dayRanges(new Date('2026-11-24T23:30:00Z'))
    expect(ranges.todayStart).toEqual(new Date('2026-11-24T23:00:00Z'))
    expect(ranges.todayEnd).toEqual(new Date('2026-11-25T23:00:00Z'))
    expect(ranges.weekEnd).toEqual(new Date('2026-12-02T23:00:00Z'))
  })
})
