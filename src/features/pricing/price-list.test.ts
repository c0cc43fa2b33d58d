import { describe, expect, it } from 'vitest'

import { prices, serviceKeys } from '@/config/site'
import {
  defaultPriceList,
  isPriceAmount,
  offerPrice,
  priceList,
} from '@/features/pricing/price-list'

describe('price list', () => {
  it('defaults to the prices of src/config/site.ts', () => {
    for (const service of serviceKeys) {
      expect(defaultPriceList[service]).toEqual(prices[service])
    }
  })

  it('keeps each offer’s shape and takes the owner’s amount', () => {
    expect(offerPrice('audit', 690)).toEqual({ amount: 690, from: false })
    expect(offerPrice('pwa', 3900)).toEqual({ amount: 3900, from: true })
    expect(offerPrice('conseil', 165)).toEqual({ amount: 165, from: true, perHour: true })
  })

  it('falls back per service when an amount is missing or unusable', () => {
    const list = priceList({ audit: 690, pwa: null, webapps: 0, ia: -5, formation: Number.NaN })
    expect(list.audit.amount).toBe(690)
    expect(list.pwa.amount).toBe(prices.pwa.amount)
    expect(list.webapps.amount).toBe(prices.webapps.amount)
    expect(list.ia.amount).toBe(prices.ia.amount)
    expect(list.formation.amount).toBe(prices.formation.amount)
    expect(list.conseil).toEqual(prices.conseil)
  })

  it('accepts only positive finite amounts', () => {
    expect(isPriceAmount(0.5)).toBe(true)
    expect(isPriceAmount(0)).toBe(false)
    expect(isPriceAmount(Number.POSITIVE_INFINITY)).toBe(false)
    expect(isPriceAmount('589')).toBe(false)
  })
})
