/**
 * A server action's arguments are what React decoded from the request: a forged call can send
 * any value where the page passes the form, the previous state or a bound language or token.
 * Actions read them through these, so that a wrong type is an empty form, refused with the
 * form's own messages, rather than an exception (which Next.js answers with a 500).
 */
export function postedForm(value: unknown): FormData {
  return value instanceof FormData ? value : new FormData()
}

/** A text field of the post; a file where text is expected is no text at all. */
export function postedText(form: FormData, key: string): string {
  const value = form.get(key)
  return typeof value === 'string' ? value : ''
}

/** The text of each key, cut to `max` characters when given. */
export function postedTexts(
  form: FormData,
  keys: readonly string[],
  max?: number,
): Record<string, string> {
  return Object.fromEntries(keys.map((key) => [key, postedText(form, key).slice(0, max)]))
}

/** A bound argument the page passes as text (a token from the address). */
export function textArgument(value: unknown): string {
  return typeof value === 'string' ? value : ''
}

/**
 * The number of this attempt: one more than the previous state's when that state is the
 * refusal the form shows again (`status`), else 1. The form is redrawn under this key.
 */
export function nextAttempt(previous: unknown, status: string): number {
  if (typeof previous !== 'object' || previous === null) return 1
  if (!('status' in previous) || !('attempt' in previous)) return 1
  const { attempt } = previous
  return previous.status === status && typeof attempt === 'number' && Number.isSafeInteger(attempt)
    ? attempt + 1
    : 1
}
