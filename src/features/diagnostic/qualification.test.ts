import { describe, expect, it } from 'vitest'

import { computeDiagnostic } from '@/features/diagnostic/compute'
import {
  isQualifiedDiagnostic,
  QUALIFIED_MIN_YEARLY_SAVINGS,
} from '@/features/diagnostic/qualification'
import { defaultPriceList } from '@/features/pricing/price-list'

const busy = computeDiagnostic(
  {
    revenue: '25k_50k',
    tasks: ['emails', 'data_entry', 'reporting'],
    challenge: 'time',
  },
  defaultPriceList,
)

describe('diagnostic qualification', () => {
  it('qualifies a business past the smallest bracket with real savings and an e-mail', () => {
    expect(busy.yearlySavings).toBeGreaterThan(QUALIFIED_MIN_YEARLY_SAVINGS)
    expect(
      isQualifiedDiagnostic({ email: 'claire@example.com', revenue: '25k_50k', result: busy }),
    ).toBe(true)
  })

  it('never qualifies an anonymous diagnostic', () => {
    for (const email of [undefined, null, '', '  ']) {
      expect(isQualifiedDiagnostic({ email, revenue: '25k_50k', result: busy })).toBe(false)
    }
  })

  it('leaves out the smallest revenue bracket whatever the savings', () => {
    expect(
      isQualifiedDiagnostic({ email: 'a@example.com', revenue: 'under_10k', result: busy }),
    ).toBe(false)
  })

  it('needs the savings threshold, inclusive', () => {
    const email = 'a@example.com'
    const revenue = 'over_100k'
    const at = { yearlySavings: QUALIFIED_MIN_YEARLY_SAVINGS }
    const below = { yearlySavings: QUALIFIED_MIN_YEARLY_SAVINGS - 1 }
    expect(isQualifiedDiagnostic({ email, revenue, result: at })).toBe(true)
    expect(isQualifiedDiagnostic({ email, revenue, result: below })).toBe(false)
  })
})
