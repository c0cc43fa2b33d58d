import { describe, expect, it } from 'vitest'

import { computeDiagnostic, type DiagnosticInput } from '@/features/diagnostic/compute'
import { defaultPriceList, priceList } from '@/features/pricing/price-list'

describe('business diagnostic', () => {
  it('adds the selected tasks hours and converts them to a month with 52/12 weeks', () => {
    const result = computeDiagnostic(
      {
        revenue: '10k_25k',
        tasks: ['emails', 'data_entry', 'reporting'],
        challenge: 'time',
      },
      defaultPriceList,
    )
    expect(result.hoursPerWeek).toBe(10)
    expect(result.hoursPerMonth).toBe(43.3)
    expect(result.hourlyValue).toBe(50)
    expect(result.monthlyCost).toBe(2167)
    expect(result.yearlyCost).toBe(26000)
  })

  it('saves the automatable share of the yearly cost and recommends the service of the challenge', () => {
    const result = computeDiagnostic(
      {
        revenue: '10k_25k',
        tasks: ['emails', 'data_entry', 'reporting'],
        challenge: 'time',
      },
      defaultPriceList,
    )
    // (3 x 0.6 + 4 x 0.8 + 3 x 0.7) / 10 = 0.71
    expect(result.automatableShare).toBe(0.71)
    expect(result.yearlySavings).toBe(18460)
    expect(result.recommendedService).toBe('ia')
    expect(result.servicePrice).toBe(2000)
    expect(result.paybackMonths).toBe(1.3)
  })

  it('maps every challenge to its service', () => {
    const services = (['time', 'clients', 'website', 'productivity'] as const).map(
      (challenge) =>
        computeDiagnostic({ revenue: 'under_10k', tasks: ['emails'], challenge }, defaultPriceList)
          .recommendedService,
    )
    expect(services).toEqual(['ia', 'pwa', 'audit', 'formation'])
  })

  it('has no payback and no savings without any task, and counts a task once', () => {
    const none = computeDiagnostic(
      { revenue: 'over_100k', tasks: [], challenge: 'website' },
      defaultPriceList,
    )
    expect(none).toMatchObject({ hoursPerWeek: 0, yearlySavings: 0, paybackMonths: null })
    const twice = computeDiagnostic(
      {
        revenue: 'over_100k',
        tasks: ['research', 'research'],
        challenge: 'website',
      },
      defaultPriceList,
    )
    expect(twice.hoursPerWeek).toBe(2)
  })

  it('measures the payback against the price list it is given (the settings)', () => {
    const input: DiagnosticInput = { revenue: '10k_25k', tasks: ['emails'], challenge: 'time' }
    const result = computeDiagnostic(input, priceList({ ia: 4000 }))
    expect(result.servicePrice).toBe(4000)
    expect(result.paybackMonths).toBeGreaterThan(
      computeDiagnostic(input, defaultPriceList).paybackMonths ?? 0,
    )
  })
})
