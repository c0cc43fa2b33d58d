import { describe, expect, it } from 'vitest'

import { lockCells } from '@/features/booking/lock-cells'
import { type BookingRules, defaultBookingRules } from '@/features/booking/rules'
import {
  checkDay,
  conflicts,
  daySlots,
  isFreeSlot,
  nextDayWithSlots,
} from '@/features/booking/slots'

const rules: BookingRules = { ...defaultBookingRules, closedDates: ['2026-12-25'] }
// Monday 23 November 2026, 10:00 in Paris.
const now = new Date('2026-11-23T09:00:00Z')
const iso = (date: Date) => date.toISOString()

describe('days that can be booked', () => {
  it('refuses past, today, weekends, closed days, beyond the horizon and malformed days', () => {
    expect(checkDay(rules, '2026-11-20', now)).toBe('past')
    expect(checkDay(rules, '2026-11-23', now)).toBe('past')
    expect(checkDay(rules, '2026-11-28', now)).toBe('weekend')
    expect(checkDay(rules, '2026-11-29', now)).toBe('weekend')
    expect(checkDay(rules, '2026-12-25', now)).toBe('closed')
    expect(checkDay(rules, '2027-01-25', now)).toBe('beyond')
    expect(checkDay(rules, '2026-02-31', now)).toBe('invalid')
    expect(checkDay(rules, '24/11/2026', now)).toBe('invalid')
    expect(checkDay(rules, '2026-11-24', now)).toBe('ok')
  })
})

describe('slots of a day', () => {
  it('offers every half hour of the morning and afternoon windows in Paris time', () => {
    const slots = daySlots(rules, '2026-11-25', 'consultation-gratuite', now, [])
    expect(slots).toHaveLength(14)
    expect(iso(slots[0]!.start)).toBe('2026-11-25T08:00:00.000Z')
    expect(iso(slots[5]!.start)).toBe('2026-11-25T10:30:00.000Z')
    expect(iso(slots[6]!.start)).toBe('2026-11-25T13:00:00.000Z')
    expect(iso(slots.at(-1)!.end)).toBe('2026-11-25T17:00:00.000Z')
  })

  it('fits one-hour services inside the windows', () => {
    const slots = daySlots(rules, '2026-11-25', 'audit', now, [])
    expect(slots).toHaveLength(12)
    expect(slots.every((slot) => slot.end.getTime() - slot.start.getTime() === 3_600_000)).toBe(
      true,
    )
    expect(slots.map((slot) => iso(slot.start))).not.toContain('2026-11-25T10:30:00.000Z')
  })

  it('keeps 24 hours of notice: tomorrow starts at this time of day', () => {
    const slots = daySlots(rules, '2026-11-24', 'consultation-gratuite', now, [])
    expect(iso(slots[0]!.start)).toBe('2026-11-24T09:00:00.000Z')
  })

  it('removes taken slots and keeps the buffer around them', () => {
    const busy = [
      { start: new Date('2026-11-25T09:00:00Z'), end: new Date('2026-11-25T10:00:00Z') },
    ]
    const plain = daySlots(rules, '2026-11-25', 'consultation-gratuite', now, busy)
    expect(plain.map((slot) => iso(slot.start))).toEqual(
      expect.not.arrayContaining(['2026-11-25T09:00:00.000Z', '2026-11-25T09:30:00.000Z']),
    )
    expect(plain.map((slot) => iso(slot.start))).toContain('2026-11-25T08:30:00.000Z')
    const buffered = daySlots(
      { ...rules, bufferMinutes: 30 },
      '2026-11-25',
      'consultation-gratuite',
      now,
      busy,
    )
    expect(buffered.map((slot) => iso(slot.start))).not.toContain('2026-11-25T08:30:00.000Z')
    expect(buffered.map((slot) => iso(slot.start))).not.toContain('2026-11-25T10:00:00.000Z')
    expect(buffered.map((slot) => iso(slot.start))).toContain('2026-11-25T10:30:00.000Z')
  })

  it('has no slot on a public holiday and suggests the next day with free slots', () => {
    expect(daySlots(rules, '2026-12-25', 'consultation-gratuite', now, [])).toEqual([])
    expect(nextDayWithSlots(rules, '2026-12-25', 'consultation-gratuite', now, [])).toBe(
      '2026-12-28',
    )
  })

  it('follows daylight saving: 09:00 in Paris is 08:00 UTC in winter, 07:00 UTC in summer', () => {
    const march = new Date('2027-03-20T12:00:00Z')
    const before = daySlots(rules, '2027-03-26', 'consultation-gratuite', march, [])
    const after = daySlots(rules, '2027-03-30', 'consultation-gratuite', march, [])
    expect(iso(before[0]!.start)).toBe('2027-03-26T08:00:00.000Z')
    expect(iso(after[0]!.start)).toBe('2027-03-30T07:00:00.000Z')
    expect(after).toHaveLength(before.length)
    const october = new Date('2026-10-20T12:00:00Z')
    const lastSummer = daySlots(rules, '2026-10-23', 'audit', october, [])
    const firstWinter = daySlots(rules, '2026-10-26', 'audit', october, [])
    expect(iso(lastSummer[0]!.start)).toBe('2026-10-23T07:00:00.000Z')
    expect(iso(firstWinter[0]!.start)).toBe('2026-10-26T08:00:00.000Z')
  })

  it('accepts only exact free slots', () => {
    expect(isFreeSlot(rules, 'audit', new Date('2026-11-25T08:00:00Z'), now, [])).toBe(true)
    expect(isFreeSlot(rules, 'audit', new Date('2026-11-25T08:10:00Z'), now, [])).toBe(false)
    expect(isFreeSlot(rules, 'audit', new Date('2026-11-25T06:00:00Z'), now, [])).toBe(false)
  })
})

describe('lock cells', () => {
  it('share a cell exactly when two appointments conflict', () => {
    const a = { start: new Date('2026-11-25T08:00:00Z'), end: new Date('2026-11-25T09:00:00Z') }
    const b = { start: new Date('2026-11-25T09:00:00Z'), end: new Date('2026-11-25T09:30:00Z') }
    const shared = (buffer: number) =>
      lockCells(a, buffer).some((cell) => lockCells(b, buffer).includes(cell))
    expect(shared(0)).toBe(conflicts(a, b, 0))
    expect(shared(0)).toBe(false)
    expect(shared(15)).toBe(conflicts(a, b, 15))
    expect(shared(15)).toBe(true)
    expect(lockCells(a, 0)).toEqual([
      '2026-11-25T08:00Z',
      '2026-11-25T08:15Z',
      '2026-11-25T08:30Z',
      '2026-11-25T08:45Z',
    ])
  })
})
