import type * as React from 'react'
import { useActionState } from 'react'
import { describe, expect, it, vi } from 'vitest'

import { describedState, serverDrawn, valueOf } from '@/components/forms/drawn-form-for-tests'
import type { ContactFormState } from '@/features/contact/actions'
import { ContactForm } from '@/features/contact/components/ContactForm.client'
import { ClientMessagesProvider } from '@/i18n/client-messages'
import { islandMessages, pickMessages } from '@/i18n/island-messages'
import fr from '@/i18n/messages/fr.json'

// The server render shows the initial state: the refused one is given in its place.
vi.mock('react', async (importOriginal) => {
  const react = await importOriginal<typeof React>()
  return { ...react, useActionState: vi.fn(react.useActionState) }
})

const m = fr.contact
/** What the visitor posted, as the refusal echoes it: a field's control has its name in its id. */
const typed = {
  name: 'Claire Martin',
  email: 'claire@',
  company: 'Atelier Lumière',
  challenge: 'automation',
  goals: 'efficiency',
  projectType: 'audit',
  budget: 'medium',
  project: 'Nous voulons automatiser nos devis\net nos relances clients.',
}
const startedAt = '1700000000000'
const refused: ContactFormState = {
  status: 'error',
  errors: { email: m.validation.email },
  values: { ...typed, startedAt },
  attempt: 2,
}

function drawn(state: ContactFormState) {
  vi.mocked(useActionState).mockReturnValueOnce([state, vi.fn(), false])
  return serverDrawn(
    <ClientMessagesProvider locale="fr" messages={pickMessages(fr, islandMessages.contact)}>
      <ContactForm action={vi.fn()} renderedAt={Date.now()} />
    </ClientMessagesProvider>,
  )
}

describe('ContactForm', () => {
  it('draws a refused post with every value in its control and the error by its field', () => {
    const document = drawn(refused)
    for (const [field, value] of Object.entries(typed)) {
      expect(valueOf(document, `#contact-${field}`), field).toBe(value)
    }
    expect(describedState(document, '#contact-email')).toEqual({
      invalid: true,
      describedBy: [m.validation.email],
    })
    expect(describedState(document, '#contact-name').invalid).toBe(false)
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(m.form.errorSummary)
    // Without JavaScript the spam guard times the fix from the first render, not this one.
    expect(valueOf(document, '[name="startedAt"]')).toBe(startedAt)
  })
})
