import { describe, expect, it } from 'vitest'

import { detailsSchema, missingFields, slotSchema } from '@/features/booking/request-schema'

const messages = { name: 'name', email: 'email', phone: 'phone', invalidText: 'text' }

describe('booking request', () => {
  it('needs name, e-mail and phone; notes are optional', () => {
    expect(missingFields({ name: ' ', email: 'a@b.fr', phone: '' })).toEqual(['name', 'phone'])
    const parsed = detailsSchema(messages).safeParse({
      name: 'Léa Martin',
      email: 'lea@exemple.fr',
      phone: '+33 6 12 34 56 78',
    })
    expect(parsed.success && parsed.data.notes).toBe('')
  })

  it('refuses a bad e-mail, a too-short name and letters in the phone number', () => {
    const parsed = detailsSchema(messages).safeParse({ name: 'L', email: 'lea', phone: 'call me' })
    expect(parsed.error?.issues.map((issue) => issue.message).sort()).toEqual([
      'email',
      'name',
      'phone',
    ])
  })

  it('accepts only known services, ISO instants and real time zones', () => {
    expect(
      slotSchema.safeParse({ service: 'ia', start: '2026-11-25T09:00:00.000Z', tz: 'Asia/Tokyo' })
        .success,
    ).toBe(true)
    expect(
      slotSchema.safeParse({ service: 'pizza', start: '2026-11-25T09:00:00.000Z' }).success,
    ).toBe(false)
    expect(slotSchema.safeParse({ service: 'ia', start: 'demain 10h' }).success).toBe(false)
    const zone = slotSchema.safeParse({
      service: 'ia',
      start: '2026-11-25T09:00:00Z',
      tz: 'Mars/Olympus',
    })
    expect(zone.success && zone.data.tz).toBe('Europe/Paris')
  })
})
