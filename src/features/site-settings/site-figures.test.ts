import { describe, expect, it } from 'vitest'

import { prices, site } from '@/config/site'
import { defaultSiteFigures, siteFigures } from '@/features/site-settings/site-figures'

describe('site figures', () => {
  it('are the constants when the global has none (a row from before the fields)', () => {
    expect(siteFigures({})).toEqual(defaultSiteFigures)
    expect(defaultSiteFigures.claims).toEqual(site.claims)
    expect(defaultSiteFigures.address).toEqual(site.address)
    expect(defaultSiteFigures.prices.audit).toEqual(prices.audit)
  })

  it('take every stored value', () => {
    const figures = siteFigures({
      claims: { years: 12, projects: 340, entrepreneurs: 520 },
      address: {
        street: '3 quai Perrière',
        postalCode: '38000',
        city: 'Grenoble',
        country: 'France',
      },
      prices: { audit: 690, pwa: 3900, webapps: 6500, ia: 2400, formation: 1700, conseil: 165 },
    })
    expect(figures.claims).toEqual({ years: 12, projects: 340, entrepreneurs: 520 })
    expect(figures.address.city).toBe('Grenoble')
    expect(figures.prices.conseil).toEqual({ amount: 165, from: true, perHour: true })
  })

  it('fall back field by field on missing, blank or non-positive values', () => {
    const figures = siteFigures({
      claims: { years: 0, projects: 2.5, entrepreneurs: 600 },
      address: { street: '  ', postalCode: null, city: ' Annecy ' },
      prices: { audit: 0 },
    })
    expect(figures.claims).toEqual({ years: 10, projects: 300, entrepreneurs: 600 })
    expect(figures.address).toEqual({ ...site.address, city: 'Annecy' })
    expect(figures.prices.audit.amount).toBe(prices.audit.amount)
  })
})
