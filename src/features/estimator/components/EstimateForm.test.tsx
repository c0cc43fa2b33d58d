import type * as React from 'react'
import { useActionState } from 'react'
import { describe, expect, it, vi } from 'vitest'

import {
  describedState,
  isChecked,
  serverDrawn,
  valueOf,
} from '@/components/forms/drawn-form-for-tests'
import type { EstimateFormState } from '@/features/estimator/actions'
import { EstimateForm } from '@/features/estimator/components/EstimateForm.client'
import { estimateProject } from '@/features/estimator/estimate'
import { formatEuros } from '@/features/pricing/format-price'
import { defaultPriceList } from '@/features/pricing/price-list'
import { ClientMessagesProvider } from '@/i18n/client-messages'
import { islandMessages, pickMessages } from '@/i18n/island-messages'
import fr from '@/i18n/messages/fr.json'

// The server render shows the initial state: the refused one is given in its place.
vi.mock('react', async (importOriginal) => {
  const react = await importOriginal<typeof React>()
  return { ...react, useActionState: vi.fn(react.useActionState) }
})

const m = fr.estimator
const startedAt = '1700000000000'
// None of the choices is the calculator's default, which a form that lost them would show.
const refused: EstimateFormState = {
  status: 'error',
  errors: { email: m.email.validation.email },
  values: {
    projectType: 'automation',
    budget: 'small',
    timeframe: 'urgent',
    email: 'camille@',
    consent: 'on',
    startedAt,
  },
  attempt: 2,
}

describe('EstimateForm', () => {
  it('draws a refused e-mail with the project priced, the address and the consent', () => {
    vi.mocked(useActionState).mockReturnValueOnce([refused, vi.fn(), false])
    const document = serverDrawn(
      <ClientMessagesProvider locale="fr" messages={pickMessages(fr, islandMessages.estimator)}>
        <EstimateForm
          action={vi.fn()}
          renderedAt={Date.now()}
          honeypotLabel="website"
          prices={defaultPriceList}
          links={{ contact: '/fr/contact', consultation: '/fr/consultation-expertise-gratuite' }}
        />
      </ClientMessagesProvider>,
    )

    expect(valueOf(document, '#estimate-projectType')).toBe('automation')
    expect(isChecked(document, '#estimate-budget-small')).toBe(true)
    expect(isChecked(document, '#estimate-timeframe-urgent')).toBe(true)
    expect(document.querySelectorAll('input[type="radio"]:checked')).toHaveLength(2)
    expect(valueOf(document, '#estimate-email')).toBe('camille@')
    expect(isChecked(document, '#estimate-consent')).toBe(true)
    expect(describedState(document, '#estimate-email')).toEqual({
      invalid: true,
      describedBy: [m.email.validation.email],
    })
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(m.email.errorSummary)
    expect(valueOf(document, '[name="startedAt"]')).toBe(startedAt)
    // The summary beside the form prices the choices kept, not the calculator's default.
    const estimate = estimateProject('automation', 'small', 'urgent', defaultPriceList)
    const range = m.result.range
      .replace('{min}', formatEuros(estimate.minPrice, 'fr'))
      .replace('{max}', formatEuros(estimate.maxPrice, 'fr'))
    expect(document.querySelector('[data-testid="estimate-price"]')?.textContent).toBe(range)
  })
})
