import { NextIntlClientProvider } from 'next-intl'
import type * as React from 'react'
import { useActionState } from 'react'
import { describe, expect, it, vi } from 'vitest'

import {
  describedState,
  isChecked,
  serverDrawn,
  valueOf,
} from '@/components/forms/drawn-form-for-tests'
import type { GuideFormState } from '@/features/guides/actions'
import { GuideRequestForm } from '@/features/guides/components/GuideRequestForm.client'
import fr from '@/i18n/messages/fr.json'

// The server render shows the initial state: the refused one is given in its place.
vi.mock('react', async (importOriginal) => {
  const react = await importOriginal<typeof React>()
  return { ...react, useActionState: vi.fn(react.useActionState) }
})

const m = fr.guides
const startedAt = '1700000000000'
const refused: GuideFormState = {
  status: 'error',
  errors: { email: m.validation.email },
  values: { email: 'sophie@', name: 'Sophie', consent: 'on', newsletter: 'on', startedAt },
  attempt: 2,
}

describe('GuideRequestForm', () => {
  it('draws a refused post with every value and tick, and the error by its field', () => {
    vi.mocked(useActionState).mockReturnValueOnce([refused, vi.fn(), false])
    const document = serverDrawn(
      <NextIntlClientProvider
        locale="fr"
        timeZone="Europe/Paris"
        messages={{ guides: { form: m.form } }}
      >
        <GuideRequestForm
          action={vi.fn()}
          renderedAt={Date.now()}
          honeypotLabel="website"
          privacyHref="/fr/politique-confidentialite"
        />
      </NextIntlClientProvider>,
    )

    expect(valueOf(document, '#guide-email')).toBe('sophie@')
    expect(valueOf(document, '#guide-name')).toBe('Sophie')
    expect(isChecked(document, '#guide-consent')).toBe(true)
    expect(isChecked(document, '#guide-newsletter')).toBe(true)
    expect(describedState(document, '#guide-email')).toEqual({
      invalid: true,
      describedBy: [m.validation.email],
    })
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(m.form.errorSummary)
    expect(valueOf(document, '[name="startedAt"]')).toBe(startedAt)
  })
})
