import { describe, expect, it } from 'vitest'

import { prices } from '@/config/site'
import { seededRows, seededServices } from '@/features/booking/service-seed'

describe('the services a new site offers', () => {
  it('are the free 30-minute consultation first, then at most three paid hours', () => {
    const [free, ...paid] = seededServices
    expect(free).toMatchObject({ service: 'consultation-gratuite', minutes: 30, price: null })
    expect(paid.length).toBeGreaterThan(0)
    expect(paid.length).toBeLessThanOrEqual(3)
    for (const service of paid) {
      expect(service.minutes).toBe(60)
      expect(service.price).toBeGreaterThan(0)
    }
    expect(new Set(seededServices.map((entry) => entry.service)).size).toBe(seededServices.length)
  })

  it('sell at the price list’s prices', () => {
    const byKey = new Map(seededServices.map((entry) => [entry.service, entry.price]))
    expect(byKey.get('audit-technique')).toBe(prices.audit.amount)
    expect(byKey.get('accompagnement-projet')).toBe(prices.conseil.amount)
  })

  it('each have one line in French and in English that the settings accept', () => {
    for (const { line } of seededServices) {
      for (const text of [line.fr, line.en]) {
        expect(text.length).toBeGreaterThan(30)
        expect(text.length).toBeLessThanOrEqual(140)
        expect(text).not.toMatch(/\n/)
        // A number is never parted from its unit at a line's end.
        expect(text).not.toMatch(/\d (€|min)/)
      }
      expect(line.fr).not.toBe(line.en)
    }
    expect(seededRows('en').map((row) => row.description)).toEqual(
      seededServices.map((entry) => entry.line.en),
    )
  })
})
