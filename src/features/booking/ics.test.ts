import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'

import { invitationIcs } from '@/features/booking/ics'

const event = {
  uid: 'abc@rendez-vous',
  sequence: 2,
  start: new Date('2026-11-25T09:00:00Z'),
  end: new Date('2026-11-25T09:30:00Z'),
  summary: 'Consultation gratuite',
  description: 'Annuler : https://example.test/x',
  cancelled: false,
  organizer: { name: 'Studio Web & IA', email: 'owner@example.test' },
  attendee: { name: 'Visiteur', email: 'visiteur@example.test' },
}

describe('invitation', () => {
  it('is a REQUEST in Europe/Paris with its UID, SEQUENCE, organizer and attendee', () => {
    const component = new ICAL.Component(ICAL.parse(invitationIcs(event)))
    expect(component.getFirstPropertyValue('method')).toBe('REQUEST')
    const vevent = component.getFirstSubcomponent('vevent')!
    expect(vevent.getFirstPropertyValue('uid')).toBe('abc@rendez-vous')
    expect(vevent.getFirstPropertyValue('sequence')).toBe(2)
    expect(vevent.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Europe/Paris')
    expect(String(vevent.getFirstPropertyValue('organizer'))).toMatch(/owner@example\.test/)
    expect(String(vevent.getFirstPropertyValue('attendee'))).toMatch(/visiteur@example\.test/)
    // 09:00 UTC in November is 10:00 in Paris.
    const zone = new ICAL.Timezone(component.getFirstSubcomponent('vtimezone')!)
    const start = vevent.getFirstPropertyValue('dtstart') as ICAL.Time
    expect(start.hour).toBe(10)
    start.zone = zone
    expect(start.toJSDate().toISOString()).toBe('2026-11-25T09:00:00.000Z')
  })

  it('is a CANCEL with status CANCELLED when the appointment is cancelled', () => {
    const component = new ICAL.Component(ICAL.parse(invitationIcs({ ...event, cancelled: true })))
    expect(component.getFirstPropertyValue('method')).toBe('CANCEL')
    expect(component.getFirstSubcomponent('vevent')?.getFirstPropertyValue('status')).toBe(
      'CANCELLED',
    )
  })
})
