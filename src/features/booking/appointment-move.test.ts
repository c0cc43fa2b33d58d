import { describe, expect, it } from 'vitest'

import { appointmentRefusal, movedEnd } from '@/features/booking/appointment-move'

const booked = { start: '2027-01-05T09:00:00.000Z', end: '2027-01-05T10:30:00.000Z' }

describe('movedEnd', () => {
  it('moves the end with the start, keeping the length', () => {
    expect(movedEnd(booked, { ...booked, start: '2027-01-07T14:00:00.000Z' })).toBe(
      '2027-01-07T15:30:00.000Z',
    )
    expect(movedEnd(booked, { start: '2027-01-05T08:00:00.000Z' })).toBe('2027-01-05T09:30:00.000Z')
    // The same instant written another way is not a change of the end.
    expect(
      movedEnd(booked, { start: '2027-01-05T10:00:00.000Z', end: '2027-01-05T11:30:00+01:00' }),
    ).toBe('2027-01-05T11:30:00.000Z')
  })

  it('keeps an end the owner changed or cleared, and an appointment that did not move', () => {
    const both = { start: '2027-01-07T14:00:00.000Z', end: '2027-01-07T14:45:00.000Z' }
    expect(movedEnd(booked, both)).toBeUndefined()
    expect(movedEnd(booked, { ...booked, end: '2027-01-05T11:00:00.000Z' })).toBeUndefined()
    expect(movedEnd({}, booked)).toBeUndefined()
    expect(movedEnd(booked, { start: 'not a date' })).toBeUndefined()
    // Cleared: the service's duration decides.
    expect(movedEnd(booked, { start: '2027-01-07T14:00:00.000Z', end: null })).toBeUndefined()
  })
})

describe('appointmentRefusal', () => {
  it('speaks the back office’s language, French by default', () => {
    expect(appointmentRefusal('endBeforeStart', 'en')).toBe('The end must be after the start.')
    expect(appointmentRefusal('endBeforeStart', 'fr')).toBe('La fin doit être après le début.')
    expect(appointmentRefusal('serviceMissing', undefined)).toBe(
      'Choisissez le service du rendez-vous.',
    )
  })
})
