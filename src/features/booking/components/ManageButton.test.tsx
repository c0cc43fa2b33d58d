import type * as React from 'react'
import { useActionState } from 'react'
import { describe, expect, it, vi } from 'vitest'

import { serverDrawn } from '@/components/forms/drawn-form-for-tests'
import { ManageButton } from '@/features/booking/components/ManageButton.client'
import type { ManageState } from '@/features/booking/manage-actions'
import fr from '@/i18n/messages/fr.json'

// The server render shows the initial state: the refused one is given in its place.
vi.mock('react', async (importOriginal) => {
  const react = await importOriginal<typeof React>()
  return { ...react, useActionState: vi.fn(react.useActionState) }
})

const m = fr.booking
const label = 'Déplacer au mardi 12 mars 2030 à 10:30'
/** The reschedule link's page for the day the visitor chose: its other times. */
const pick = {
  href: '/fr/reservation/modification?token=abc&date=2030-03-12',
  label: m.errors.chooseSlot,
}
const after = { href: '/fr/reservation', label: m.manage.bookAgain }

function drawn(state: ManageState) {
  vi.mocked(useActionState).mockReturnValueOnce([state, vi.fn(), false])
  return serverDrawn(
    <ManageButton
      action={vi.fn()}
      permalink="/fr/reservation/modification?token=abc&date=2030-03-12&time=2030-03-12T09%3A30%3A00.000Z"
      label={label}
      pendingLabel={m.manage.submitting}
      after={after}
      pick={pick}
    />,
  )
}

describe('ManageButton', () => {
  it('answers a chosen time taken meanwhile with the way back to that day, not a new booking', () => {
    const document = drawn({ status: 'error', message: m.errors.slotUnavailable, next: 'pick' })

    expect(document.querySelector('[role="alert"]')?.textContent).toBe(m.errors.slotUnavailable)
    const links = [...document.querySelectorAll('a')]
    expect(links.map((link) => [link.getAttribute('href'), link.textContent])).toEqual([
      [pick.href, pick.label],
    ])
    expect(document.querySelector('button')).toBeNull()
  })

  it('keeps the choice under a refusal that can pass: the same button sends it again', () => {
    const document = drawn({ status: 'error', message: m.errors.failure, next: 'retry' })

    expect(document.querySelector('[role="alert"]')?.textContent).toBe(m.errors.failure)
    expect(document.querySelector('button[type="submit"]')?.textContent).toBe(label)
    expect(document.querySelectorAll('a')).toHaveLength(0)
  })
})
