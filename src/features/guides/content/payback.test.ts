import { describe, expect, it } from 'vitest'

import { paybackMonths, paybackWords } from '@/features/guides/content/payback'

describe('guide payback example', () => {
  it('pays the default integration back in just over three months', () => {
    const months = paybackMonths(2000, 7875, 50)
    expect(months).toBeCloseTo(3.3, 1)
    expect(paybackWords(months, 'fr')).toBe('un peu plus de 3 mois')
    expect(paybackWords(months, 'en')).toBe('just over 3 months')
  })

  it('follows a new price', () => {
    expect(paybackWords(paybackMonths(4000, 7875, 50), 'fr')).toBe('un peu moins de 7 mois')
    expect(paybackWords(paybackMonths(606.25, 7875, 50), 'en')).toBe('1 month')
  })
})
