import { describe, expect, it } from 'vitest'

import { ctaServiceTypes, ctaSlots } from '@/features/blog/content/cta-placement'

describe('contextual call-to-action slots', () => {
  it('places none below 4 headings, one from 4, two from 6', () => {
    expect(ctaSlots(3)).toEqual([])
    expect(ctaSlots(4)).toEqual([{ afterSection: 2, slot: 0 }])
    expect(ctaSlots(5)).toHaveLength(1)
    expect(ctaSlots(6)).toEqual([
      { afterSection: 2, slot: 0 },
      { afterSection: 4, slot: 1 },
    ])
  })

  it('chooses the services by category', () => {
    expect(ctaServiceTypes('ai')).toEqual(['ia', 'consulting'])
    expect(ctaServiceTypes('web')).toEqual(['pwa', 'seo'])
    expect(ctaServiceTypes(null)).toEqual(['consulting', 'pwa'])
    expect(ctaServiceTypes('constructor')).toEqual(['consulting', 'pwa'])
  })
})
