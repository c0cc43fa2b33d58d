import { describe, expect, it, vi } from 'vitest'

import en from '@/i18n/messages/en.json'
import fr from '@/i18n/messages/fr.json'

import type { Posted } from './support/hostile-input'
import { publicForms } from './support/public-forms'
import { publicFormsRun } from './support/public-forms-run'

/**
 * A refused submission answers with everything the visitor posted, so that the form drawn again
 * from that answer, in the page or as a new page without JavaScript, loses nothing. Each form's
 * own action runs here, refused for one field, in both languages. How each component draws the
 * answer is its render test's business; the browser keeps one form per mechanism.
 */
vi.mock('next/headers', () => import('./support/next-request-double'))
vi.mock('next-intl/server', () => import('./support/next-request-double'))

type Refusal = {
  field: string
  value: Posted
  /** Fields the table's valid post leaves out: every field the form sends is posted here. */
  more?: Record<string, Posted>
  /** The popup's form stays in the page and is never drawn from the answer, which echoes nothing. */
  echoes?: false
}

const invalidEmail = { field: 'email', value: 'claire@' }

const refusals: Record<string, Refusal> = {
  contact: { ...invalidEmail, more: { budget: 'small' } },
  'technical audit': invalidEmail,
  booking: invalidEmail,
  diagnostic: { field: 'challenge', value: 'everything' },
  'diagnostic results by e-mail': invalidEmail,
  'estimate by e-mail': invalidEmail,
  'guide download': invalidEmail,
  newsletter: invalidEmail,
  'popup sign-up': { ...invalidEmail, echoes: false },
}

/**
 * Posted, not echoed: the button pressed; the fill time the browser measures, which the form
 * drawn again measures anew; the diagnostic's link, which the results drawn again take from the
 * stored diagnostic.
 */
const notEchoed = new Set(['intent', 'elapsedMs', 'diagnosticId', 'token'])

/** The first render time a post without JavaScript carries, kept for the spam guard's clock. */
const renderedAt = String(Date.now() - 60_000)

const messages = { fr, en } as const
const run = publicFormsRun()

const echoOf = (posted: Record<string, Posted>) =>
  Object.fromEntries(Object.entries(posted).filter(([field]) => !notEchoed.has(field)))

describe.each(publicForms)('the $name form', (form) => {
  it.each(['fr', 'en'] as const)(
    'answers a refusal with every posted value and the field’s message (%s)',
    async (locale) => {
      const refusal = refusals[form.name]
      if (!refusal) throw new Error(`No refusal for the ${form.name} form: add one above`)
      const { field, value, more, echoes } = refusal
      const posted: Record<string, Posted> = {
        ...run.validValues.get(form.name),
        startedAt: renderedAt,
        ...more,
      }
      posted[field] = value
      const outcome = await form.submit({
        locale,
        previous: { status: 'idle' },
        posted: form.encode(posted),
      })

      expect(outcome.accepted).toBe(false)
      const spec = form.fields(messages[locale])[field]!
      expect(spec.shownAs === 'form' ? outcome.formError : outcome.errors[field]).toBe(spec.message)
      expect(outcome.values).toEqual(echoes === false ? undefined : echoOf(posted))
    },
  )
})
