import type * as React from 'react'
import { useActionState } from 'react'
import { describe, expect, it, vi } from 'vitest'

import { describedState, serverDrawn, valueOf } from '@/components/forms/drawn-form-for-tests'
import type { NewsletterFormState } from '@/features/newsletter/actions'
import { NewsletterForm } from '@/features/newsletter/components/NewsletterForm.client'
import fr from '@/i18n/messages/fr.json'

// The server render shows the initial state: the refused one is given in its place.
vi.mock('react', async (importOriginal) => {
  const react = await importOriginal<typeof React>()
  return { ...react, useActionState: vi.fn(react.useActionState) }
})

const m = fr.newsletter
const labels = {
  label: m.label,
  placeholder: m.placeholder,
  submit: m.submit,
  submitting: m.submitting,
  consent: m.consent,
  honeypot: 'website',
}

describe('NewsletterForm', () => {
  it('draws a refused address in its field, described by the message', () => {
    const startedAt = '1700000000000'
    const refused: NewsletterFormState = {
      status: 'error',
      message: m.invalidEmail,
      email: 'vous@',
      startedAt,
    }
    vi.mocked(useActionState).mockReturnValueOnce([refused, vi.fn(), false])
    const document = serverDrawn(
      <NewsletterForm action={vi.fn()} labels={labels} renderedAt={Date.now()} />,
    )

    expect(valueOf(document, 'input[name="email"]')).toBe('vous@')
    expect(describedState(document, 'input[name="email"]')).toEqual({
      invalid: true,
      describedBy: [m.invalidEmail],
    })
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(m.invalidEmail)
    expect(valueOf(document, '[name="startedAt"]')).toBe(startedAt)
  })
})
