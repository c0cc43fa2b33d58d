import { describe, expect, it } from 'vitest'

import { estimateProject } from '@/features/estimator/estimate'
import { defaultPriceList, priceList } from '@/features/pricing/price-list'

describe('estimate calculator', () => {
  it('starts a web application at its list price and follows the four methodology phases', () => {
    expect(estimateProject('webapp', 'medium', 'normal', defaultPriceList)).toEqual({
      service: 'webapps',
      minPrice: 6000,
      maxPrice: 15000,
      minWeeks: 8,
      maxWeeks: 15,
      fitsTimeframe: true,
    })
  })

  it('makes urgent work cost more', () => {
    const normal = estimateProject('automation', 'small', 'normal', defaultPriceList)
    const urgent = estimateProject('automation', 'small', 'urgent', defaultPriceList)
    expect(urgent.minPrice).toBeGreaterThan(normal.minPrice)
    expect(urgent.maxPrice).toBeGreaterThan(normal.maxPrice)
    expect(urgent.fitsTimeframe).toBe(false)
  })

  it('keeps the audit at its flat price whatever the budget', () => {
    expect(estimateProject('audit', 'enterprise', 'planned', defaultPriceList)).toMatchObject({
      minPrice: 589,
      maxPrice: 589,
      minWeeks: 1,
      maxWeeks: 2,
    })
    expect(estimateProject('audit', 'small', 'urgent', defaultPriceList)).toMatchObject({
      minPrice: 750,
      maxPrice: 750,
    })
  })

  it('prices consulting from its hourly rate and widens with the budget', () => {
    const small = estimateProject('consulting', 'small', 'planned', defaultPriceList)
    const large = estimateProject('consulting', 'large', 'planned', defaultPriceList)
    expect(small.minPrice).toBe(1500)
    expect(large.maxPrice).toBeGreaterThan(small.maxPrice)
  })

  it('starts from the price list it is given (the settings), not the constants', () => {
    const prices = priceList({ webapps: 7000, conseil: 200 })
    expect(estimateProject('webapp', 'medium', 'normal', prices).minPrice).toBe(7000)
    expect(estimateProject('consulting', 'small', 'planned', prices).minPrice).toBe(2000)
  })
})
