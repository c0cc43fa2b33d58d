import { describe, expect, it } from 'vitest'

import { ctaTarget, fillPercent, scrollPercent } from '@/components/layout/header/sections'

describe('header scroll helpers', () => {
  it('computes the reading progress, bounded to 0-100', () => {
    expect(scrollPercent(0, 3000, 1000)).toBe(0)
    expect(scrollPercent(1000, 3000, 1000)).toBe(50)
    expect(scrollPercent(5000, 3000, 1000)).toBe(100)
    expect(scrollPercent(10, 800, 1000)).toBe(0)
  })

  it('sends the primary button to the diagnostic only from the diagnostic section', () => {
    expect(ctaTarget('diagnostic')).toBe('/diagnostic-business-complet')
    expect(ctaTarget('solutions')).toBe('/contact')
    expect(ctaTarget(null)).toBe('/contact')
  })

  it('puts the percentage into the translated ring label', () => {
    expect(fillPercent('Progression de la lecture : {percent} %', 42)).toBe(
      'Progression de la lecture : 42 %',
    )
    expect(fillPercent('Reading progress: {percent}%', 0)).toBe('Reading progress: 0%')
  })
})
