import type * as React from 'react'
import { useActionState } from 'react'
import { describe, expect, it, vi } from 'vitest'

import {
  describedState,
  isChecked,
  serverDrawn,
  valueOf,
} from '@/components/forms/drawn-form-for-tests'
import { computeDiagnostic, type DiagnosticInput } from '@/features/diagnostic/compute'
import { DiagnosticWizard } from '@/features/diagnostic/components/DiagnosticWizard.client'
import type { DiagnosticState } from '@/features/diagnostic/state'
import { defaultPriceList } from '@/features/pricing/price-list'
import { ClientMessagesProvider } from '@/i18n/client-messages'
import { islandMessages, pickMessages } from '@/i18n/island-messages'
import fr from '@/i18n/messages/fr.json'

// The server render shows the initial state: the refused one is given in its place.
vi.mock('react', async (importOriginal) => {
  const react = await importOriginal<typeof React>()
  return { ...react, useActionState: vi.fn(react.useActionState) }
})

const m = fr.diagnostic
const startedAt = '1700000000000'

/** The wizard as the server draws it: its three questions at once, or the results. */
function drawn(state: DiagnosticState) {
  vi.mocked(useActionState).mockReturnValueOnce([state, vi.fn(), false])
  return serverDrawn(
    <ClientMessagesProvider locale="fr" messages={pickMessages(fr, islandMessages.diagnostic)}>
      <DiagnosticWizard
        action={vi.fn()}
        renderedAt={Date.now()}
        honeypotLabel="website"
        links={{ consultation: '/fr/consultation', diagnostic: '/fr/diagnostic' }}
      />
    </ClientMessagesProvider>,
  )
}

describe('DiagnosticWizard', () => {
  it('draws refused answers ticked, with the error under the question left out', () => {
    const document = drawn({
      status: 'error',
      errors: { challenge: m.validation.challenge },
      values: { revenue: '25k_50k', tasks: ['emails', 'data_entry'], challenge: '', startedAt },
      attempt: 2,
    })

    const ticked = [...document.querySelectorAll<HTMLInputElement>('input:checked')]
    expect(ticked.map((input) => input.id)).toEqual([
      'diagnostic-revenue-25k_50k',
      'diagnostic-tasks-emails',
      'diagnostic-tasks-data_entry',
    ])
    const error = document.getElementById('diagnostic-challenge-error')
    expect(error?.textContent).toBe(m.validation.challenge)
    expect(error?.closest('fieldset')?.getAttribute('aria-describedby')).toBe(
      'diagnostic-challenge-hint diagnostic-challenge-error',
    )
    expect(document.querySelector('#diagnostic-challenge-time')?.getAttribute('aria-invalid')).toBe(
      'true',
    )
    expect(valueOf(document, '[name="startedAt"]')).toBe(startedAt)
  })

  it('draws the results with a refused e-mail kept in their form, for the same diagnostic', () => {
    const input: DiagnosticInput = { revenue: '25k_50k', tasks: ['emails'], challenge: 'time' }
    const diagnostic = {
      id: 42,
      token: 'signed-token',
      input,
      result: computeDiagnostic(input, defaultPriceList),
    }
    const document = drawn({
      status: 'done',
      diagnostic,
      email: {
        status: 'error',
        errors: { email: m.email.validation.email },
        email: 'sophie@',
        consent: true,
        startedAt,
        attempt: 2,
      },
    })

    expect(document.querySelector('#diagnostic-results h2')?.textContent).toBe(m.results.title)
    expect(valueOf(document, '#diagnostic-email')).toBe('sophie@')
    expect(isChecked(document, '#diagnostic-consent')).toBe(true)
    expect(describedState(document, '#diagnostic-email')).toEqual({
      invalid: true,
      describedBy: [m.email.validation.email],
    })
    expect(valueOf(document, '[name="diagnosticId"]')).toBe('42')
    expect(valueOf(document, '[name="token"]')).toBe('signed-token')
    expect(valueOf(document, '[name="startedAt"]')).toBe(startedAt)
  })
})
