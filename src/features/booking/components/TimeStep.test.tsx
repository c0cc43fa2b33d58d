import { createTranslator } from 'next-intl'
import { describe, expect, it, vi } from 'vitest'

import { serverDrawn } from '@/components/forms/drawn-form-for-tests'
import { TimeStep } from '@/features/booking/components/TimeStep'
import fr from '@/i18n/messages/fr.json'

vi.mock('next-intl/server', () => ({
  getTranslations: async ({ namespace }: { namespace: 'booking.timeStep' }) =>
    createTranslator({ locale: 'fr', messages: fr, namespace }),
}))

const slot = (iso: string) => ({
  start: new Date(iso),
  end: new Date(new Date(iso).getTime() + 30 * 60_000),
})

describe('the time step', () => {
  it('ticks no time for the visitor, and a time is needed to go on', async () => {
    const document = serverDrawn(
      await TimeStep({
        locale: 'fr',
        date: '2030-03-12',
        slots: [slot('2030-03-12T08:00:00.000Z'), slot('2030-03-12T08:30:00.000Z')],
        timeZone: 'Europe/Paris',
        carry: { service: 'consultation-gratuite', date: '2030-03-12' },
      }),
    )
    const radios = [...document.querySelectorAll<HTMLInputElement>('input[name="time"]')]
    expect(radios.map((radio) => radio.value)).toEqual([
      '2030-03-12T08:00:00.000Z',
      '2030-03-12T08:30:00.000Z',
    ])
    expect(radios.filter((radio) => radio.checked)).toEqual([])
    expect(radios.every((radio) => radio.required)).toBe(true)
  })
})
