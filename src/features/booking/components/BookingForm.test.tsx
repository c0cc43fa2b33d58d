import type * as React from 'react'
import { useActionState } from 'react'
import { describe, expect, it, vi } from 'vitest'

import { describedState, serverDrawn, valueOf } from '@/components/forms/drawn-form-for-tests'
import { BookingForm } from '@/features/booking/components/BookingForm.client'
import type { BookingFormState } from '@/features/booking/form-state'
import { ClientMessagesProvider } from '@/i18n/client-messages'
import fr from '@/i18n/messages/fr.json'

// The server render shows the initial state: the refused one is given in its place.
vi.mock('react', async (importOriginal) => {
  const react = await importOriginal<typeof React>()
  return { ...react, useActionState: vi.fn(react.useActionState) }
})

const m = fr.booking
const slot = { service: 'consultation-gratuite', start: '2030-03-12T09:30:00.000Z', tz: 'UTC' }
const when = 'mardi 12 mars 2030 à 10:30'
const slotsHref = '/fr/reservation?service=consultation-gratuite&date=2030-03-12'
/** What the visitor typed, as the refusal echoes it: a field's control has its name in its id. */
const typed = {
  name: 'Camille Dubois',
  email: 'camille@',
  phone: '06 12 34 56 78',
  notes: 'Prise de rendez-vous en ligne\npour mon cabinet.',
}
const startedAt = '1700000000000'

/** The details step as the server draws it, for the time chosen in the steps before. */
function drawn(state: BookingFormState) {
  vi.mocked(useActionState).mockReturnValueOnce([state, vi.fn(), false])
  const { details, review, errors } = m
  return serverDrawn(
    <ClientMessagesProvider locale="fr" messages={{ booking: { details, review, errors } }}>
      <BookingForm
        action={vi.fn()}
        slot={slot}
        summary={{ service: m.services['consultation-gratuite'], when }}
        slotsHref={slotsHref}
        permalink={`${slotsHref}&time=${encodeURIComponent(slot.start)}`}
        renderedAt={Date.now()}
        honeypotLabel="website"
      />
    </ClientMessagesProvider>,
  )
}

/** The time the form books, in its hidden fields and in words under it. */
function expectChosenTime(document: Document) {
  expect(valueOf(document, 'input[name="start"]')).toBe(slot.start)
  expect(valueOf(document, 'input[name="service"]')).toBe(slot.service)
  expect(valueOf(document, 'input[name="tz"]')).toBe(slot.tz)
  expect(document.querySelector('form')?.textContent).toContain(when)
}

describe('BookingForm', () => {
  it('draws refused details with every value in its field, for the time chosen', () => {
    const document = drawn({
      status: 'details',
      attempt: 2,
      values: { ...slot, ...typed, startedAt },
      errors: { email: m.errors.email },
    })

    for (const [field, value] of Object.entries(typed)) {
      expect(valueOf(document, `#booking-${field}`), field).toBe(value)
    }
    expect(describedState(document, '#booking-email')).toEqual({
      invalid: true,
      describedBy: [m.errors.email],
    })
    expect(valueOf(document, '[name="startedAt"]')).toBe(startedAt)
    expectChosenTime(document)
  })

  it('draws a time taken meanwhile with the way to the day’s other times, keeping the details', () => {
    const document = drawn({
      status: 'details',
      attempt: 2,
      values: { ...slot, ...typed, email: 'camille@example.com', startedAt },
      errors: {},
      formError: { text: m.errors.taken, slotLost: true },
    })

    const alert = document.querySelector('[role="alert"]')
    expect(alert?.querySelector('[role="alert"]')?.textContent).toBe(m.errors.taken)
    expect(alert?.querySelector('a')?.getAttribute('href')).toBe(slotsHref)
    expect(alert?.querySelector('a')?.textContent).toBe(m.errors.chooseSlot)
    expect(valueOf(document, '#booking-name')).toBe(typed.name)
    expect(valueOf(document, '#booking-email')).toBe('camille@example.com')
    expect(valueOf(document, '#booking-notes')).toBe(typed.notes)
  })
})
