import { describe, expect, it } from 'vitest'

import { positionOf } from '@/features/booking/booking-steps'
import type { BookingService } from '@/features/booking/services'

const offered: BookingService[] = ['consultation-gratuite', 'audit-technique']

describe('where a visitor is in the booking flow', () => {
  it('goes on to the date for an offered service', () => {
    expect(positionOf({ service: 'audit-technique' }, offered)).toEqual({
      step: 'date',
      service: 'audit-technique',
      date: undefined,
    })
    expect(positionOf({ service: 'consultation-gratuite', date: '2026-11-25' }, offered)).toEqual({
      step: 'time',
      service: 'consultation-gratuite',
      date: '2026-11-25',
    })
  })

  it('starts over with nothing chosen for a service no longer offered, or none at all', () => {
    const start = { step: 'service' }
    expect(positionOf({ service: 'formation', date: '2026-11-25' }, offered)).toEqual(start)
    expect(positionOf({ service: 'pizza' }, offered)).toEqual(start)
    expect(positionOf({}, offered)).toEqual(start)
  })
})
