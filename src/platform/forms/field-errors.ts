import type { z } from 'zod'

import type { Refusal, Validation } from '@/platform/forms/form-action'
import type { SpamField } from '@/platform/spam/spam-fields'

/** First message per field, the shape a form shows next to each field. */
export function fieldErrors<F extends string = string>(
  error: z.ZodError,
): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {}
  for (const issue of error.issues) {
    const field = issue.path[0] as F | undefined
    if (field && !errors[field]) errors[field] = issue.message
  }
  return errors
}

/** The fields a visitor sees: the schema's, without the hidden anti-robot ones. */
export type ShownField<Data> = Exclude<Extract<keyof Data, string>, SpamField>

/**
 * A form schema's verdict as the form shows it. The spam guard's fields are hidden, so their
 * message is the whole form's, and only when no field is wrong: a hurried human gets the field
 * errors, not the anti-robot message.
 */
export function formValidation<Data extends object>(
  result: z.ZodSafeParseResult<Data>,
): Validation<Data, Refusal<ShownField<Data>>> {
  if (result.success) return { success: true, data: result.data }
  const { website, startedAt, elapsedMs, ...shown } = fieldErrors(result.error)
  const errors = shown as Partial<Record<ShownField<Data>, string>>
  const onlySpam = Object.keys(errors).length === 0
  const formError = onlySpam ? (website ?? startedAt ?? elapsedMs) : undefined
  return { success: false, refusal: { errors, formError } }
}
