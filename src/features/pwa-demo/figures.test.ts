import { describe, expect, it } from 'vitest'

import {
  averageBasket,
  barPercent,
  demoMonths,
  formatChange,
  formatCount,
  monthHeading,
  monthName,
  relativeChange,
  summarize,
} from '@/features/pwa-demo/figures'

// French grouping uses narrow no-break spaces; compare with plain spaces for readability.
const plain = (value: string) => value.replace(/[\u202f\u00a0]/g, ' ')

describe('demo dashboard figures', () => {
  it('sizes bars against the largest value', () => {
    expect(barPercent(50, [25, 50, 100])).toBe(50)
    expect(barPercent(100, [25, 50, 100])).toBe(100)
    expect(barPercent(1, [3])).toBe(33.3)
    expect(barPercent(0, [0, 0])).toBe(0)
    expect(barPercent(5, [])).toBe(0)
  })

  it('computes the change between two months, with no change from nothing', () => {
    expect(relativeChange(100, 110)).toBeCloseTo(0.1)
    expect(relativeChange(100, 90)).toBeCloseTo(-0.1)
    expect(relativeChange(0, 90)).toBeNull()
  })

  it('computes the average basket to the cent', () => {
    expect(averageBasket({ month: 5, sales: 12910, orders: 305 })).toBe(42.33)
    expect(averageBasket({ month: 5, sales: 100, orders: 0 })).toBe(0)
  })

  it('formats changes and counts in each language', () => {
    expect(plain(formatChange(0.109, 'fr'))).toBe('+11 %')
    expect(formatChange(-0.049, 'en')).toBe('-5%')
    expect(formatChange(0, 'en')).toBe('0%')
    expect(plain(formatCount(1305, 'fr'))).toBe('1 305')
    expect(formatCount(1305, 'en')).toBe('1,305')
  })

  it('names months in full, capitalised only to head a row', () => {
    expect(monthName(5, 'fr')).toBe('juin')
    expect(monthHeading(0, 'fr')).toBe('Janvier')
    expect(monthName(5, 'en')).toBe('June')
    expect(monthHeading(5, 'en')).toBe('June')
  })

  it('sums up the latest month against the one before', () => {
    const summary = summarize(demoMonths)
    expect(summary?.latest.month).toBe(5)
    expect(summary?.previous.month).toBe(4)
    expect(summary?.salesChange).toBeCloseTo(12910 / 11640 - 1)
    expect(summary?.ordersChange).toBeCloseTo(305 / 281 - 1)
    expect(summary?.basket).toBe(42.33)
    expect(summarize(demoMonths.slice(0, 1))).toBeNull()
  })
})
