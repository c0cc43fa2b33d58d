import { describe, expect, it } from 'vitest'

import { spentLinkOutcome } from '@/features/booking/spent-link'

const start = '2026-03-10T09:00:00.000Z'
const timeZone = 'Europe/Paris'

describe('a spent e-mailed link', () => {
  it('tells the cancel link that its appointment is cancelled', () => {
    const appointment = { status: 'cancelled' as const, start, timeZone, icsSequence: 3 }
    expect(spentLinkOutcome({ action: 'cancel', sequence: 2 }, 'cancel', appointment)).toEqual({
      outcome: 'cancelled',
    })
  })

  it('tells the reschedule link where its appointment now is', () => {
    const appointment = { status: 'confirmed' as const, start, timeZone, icsSequence: 1 }
    expect(
      spentLinkOutcome({ action: 'reschedule', sequence: 0 }, 'reschedule', appointment),
    ).toEqual({ outcome: 'moved', start, timeZone })
  })

  it('says nothing for an older link, another purpose or another change', () => {
    const cancelled = { status: 'cancelled' as const, start, timeZone, icsSequence: 3 }
    expect(spentLinkOutcome({ action: 'cancel', sequence: 1 }, 'cancel', cancelled)).toBeNull()
    expect(spentLinkOutcome({ action: 'reschedule', sequence: 2 }, 'cancel', cancelled)).toBeNull()
    expect(
      spentLinkOutcome({ action: 'reschedule', sequence: 2 }, 'reschedule', cancelled),
    ).toBeNull()
    const moved = { status: 'confirmed' as const, start, timeZone, icsSequence: 3 }
    expect(spentLinkOutcome({ action: 'cancel', sequence: 2 }, 'cancel', moved)).toBeNull()
  })
})
