import { describe, expect, it } from 'vitest'

import { formatEuros, formatPrice } from '@/features/pricing/format-price'

// French grouping uses a narrow no-break space; compare with plain spaces for readability.
const plain = (value: string) => value.replace(/[\u202f\u00a0]/g, ' ')

describe('price display', () => {
  it('puts the euro sign after the number in French', () => {
    expect(plain(formatEuros(589, 'fr'))).toBe('589 €')
    expect(plain(formatEuros(3500, 'fr'))).toBe('3 500 €')
    expect(plain(formatEuros(66.5, 'fr'))).toBe('66,50 €')
  })

  it('puts the euro sign before the number in English', () => {
    expect(formatEuros(589, 'en')).toBe('€589')
    expect(formatEuros(6000, 'en')).toBe('€6,000')
    expect(formatEuros(66.5, 'en')).toBe('€66.50')
  })

  it('says "from" and "per hour" in each language', () => {
    expect(plain(formatPrice({ amount: 150, from: true, perHour: true }, 'fr'))).toBe(
      'À partir de 150 € / heure',
    )
    expect(formatPrice({ amount: 3500, from: true }, 'en')).toBe('From €3,500')
    expect(formatPrice({ amount: 589, from: false }, 'en')).toBe('€589')
  })
})
