import type { DiagnosticStep } from '@/features/diagnostic/schema'
import type { StoredDiagnostic } from '@/features/diagnostic/store-diagnostic'
import type { RefusedFormState } from '@/platform/forms/form-action'

/** The answers as the form sent them, shown again after a refused post. */
export type DiagnosticValues = {
  revenue?: string
  tasks: string[]
  challenge?: string
  startedAt?: string
}

export type ResultsEmailState =
  | { status: 'idle' }
  | { status: 'sent'; qualified: boolean }
  | {
      status: 'error'
      errors: Partial<Record<'email' | 'consent', string>>
      /** What the visitor sent, shown again: the address, the consent, the first render time. */
      email: string
      consent: boolean
      startedAt: string
      formError?: string
      attempt: number
    }

/**
 * One state for the whole page's forms (answers, then "e-mail me the results"), so that without
 * JavaScript the results stay on screen after the e-mail form is posted.
 */
export type DiagnosticState =
  | { status: 'idle' }
  | RefusedFormState<DiagnosticStep, DiagnosticValues>
  | { status: 'done'; diagnostic: StoredDiagnostic; email: ResultsEmailState }

/** The e-mail form's part of the previous state a request carried, which can be any value. */
export function resultsEmailState(previous: unknown): unknown {
  if (typeof previous !== 'object' || previous === null) return undefined
  if (!('status' in previous) || previous.status !== 'done' || !('email' in previous))
    return undefined
  return previous.email
}
