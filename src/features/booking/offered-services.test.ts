import { describe, expect, it } from 'vitest'

import { offeredService, serviceChoices } from '@/features/booking/offered-services'
import { rulesFromSettings } from '@/features/booking/settings-doc'

const now = new Date('2026-11-23T09:00:00Z')

describe('the services the owner offers', () => {
  it('keeps the owner’s rows in their order, each priced or free, with its line', () => {
    expect(
      serviceChoices([
        { service: 'audit-technique', minutes: 60, price: 589, description: ' Un audit. ' },
        { service: 'consultation-gratuite', minutes: 30, price: null, description: 'Un appel.' },
        { service: 'ia', minutes: 45, price: 0, description: null },
      ]),
    ).toEqual([
      { service: 'audit-technique', minutes: 60, price: 589, line: 'Un audit.' },
      { service: 'consultation-gratuite', minutes: 30, price: null, line: 'Un appel.' },
      { service: 'ia', minutes: 45, price: null, line: '' },
    ])
  })

  it('drops unknown keys, repeats and rows without a length', () => {
    const choices = serviceChoices([
      { service: 'pizza', minutes: 30 },
      { service: 'ia', minutes: 60, price: 150 },
      { service: 'ia', minutes: 90, price: 300 },
      { service: 'formation', minutes: 0 },
      { service: 'audit', minutes: null },
    ])
    expect(choices.map(({ service, minutes }) => [service, minutes])).toEqual([['ia', 60]])
  })

  it('still offers the free consultation when nothing usable is left', () => {
    expect(serviceChoices([])).toEqual([
      { service: 'consultation-gratuite', minutes: 30, price: null, line: '' },
    ])
    expect(serviceChoices(undefined).map((choice) => choice.service)).toEqual([
      'consultation-gratuite',
    ])
  })

  it('finds only an offered service from a posted or linked value', () => {
    const offered = serviceChoices([{ service: 'ia', minutes: 60, price: 150 }])
    expect(offeredService(offered, 'ia')?.price).toBe(150)
    expect(offeredService(offered, 'formation')).toBeUndefined()
    expect(offeredService(offered, undefined)).toBeUndefined()
  })
})

describe('the rules read from the settings', () => {
  it('offer the rows only, and keep a length for every key', () => {
    const rules = rulesFromSettings(
      {
        services: [
          { service: 'consultation-gratuite', minutes: 30, description: 'Un appel.' },
          { service: 'audit-technique', minutes: 90, price: 589, description: 'Un audit.' },
        ],
      },
      now,
    )
    expect(rules.offered).toEqual([
      { service: 'consultation-gratuite', minutes: 30, price: null },
      { service: 'audit-technique', minutes: 90, price: 589 },
    ])
    expect(rules.durations['audit-technique']).toBe(90)
    // Appointments of a service no longer offered still end and move by its usual length.
    expect(rules.durations.formation).toBe(60)
  })
})
