import type * as React from 'react'
import { useActionState } from 'react'
import { describe, expect, it, vi } from 'vitest'

import { describedState, serverDrawn, valueOf } from '@/components/forms/drawn-form-for-tests'
import type { AuditFormState } from '@/features/audits/actions'
import { AuditRequestForm } from '@/features/audits/components/AuditRequestForm.client'
import { ClientMessagesProvider } from '@/i18n/client-messages'
import fr from '@/i18n/messages/fr.json'

// The server render shows the initial state: the refused one is given in its place.
vi.mock('react', async (importOriginal) => {
  const react = await importOriginal<typeof React>()
  return { ...react, useActionState: vi.fn(react.useActionState) }
})

const m = fr.audit
/** What the visitor posted, as the refusal echoes it: a field's control has its name in its id. */
const typed = {
  siteUrl: 'www.atelier-lumiere.example',
  company: 'Atelier Lumière',
  name: 'Claire Martin',
  email: 'claire@',
  concerns: 'Le site met plus de six secondes\nà s’afficher sur mobile.',
}
const startedAt = '1700000000000'
const refused: AuditFormState = {
  status: 'error',
  errors: { email: m.validation.email },
  values: { ...typed, startedAt },
  attempt: 2,
}

describe('AuditRequestForm', () => {
  it('draws a refused post with every value in its control and the error by its field', () => {
    vi.mocked(useActionState).mockReturnValueOnce([refused, vi.fn(), false])
    const document = serverDrawn(
      <ClientMessagesProvider locale="fr" messages={{ audit: { form: m.form } }}>
        <AuditRequestForm action={vi.fn()} renderedAt={Date.now()} honeypotLabel="website" />
      </ClientMessagesProvider>,
    )

    for (const [field, value] of Object.entries(typed)) {
      expect(valueOf(document, `#audit-${field}`), field).toBe(value)
    }
    expect(describedState(document, '#audit-email')).toEqual({
      invalid: true,
      describedBy: [m.validation.email],
    })
    expect(describedState(document, '#audit-siteUrl')).toEqual({
      invalid: false,
      describedBy: [m.form.siteUrlHint],
    })
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(m.form.errorSummary)
    expect(valueOf(document, '[name="startedAt"]')).toBe(startedAt)
  })
})
