import { z } from 'zod'

/**
 * What nobody types into a form: control characters other than tab and line breaks (a NUL makes
 * PostgreSQL refuse the row, so the visitor got a server error there while SQLite stored it),
 * and the bidirectional overrides and isolates that make a name read differently in the back
 * office from what is stored ("Trojan Source").
 */
const UNTYPED = /(?![\t\n\r])\p{Cc}|[\u202a-\u202e\u2066-\u2069]/u

// Zero-width characters are as invisible as spaces at either end of a value: trimmed with them,
// a name made only of them is empty. Inside a value they stay (joined emoji, Persian words).
const INVISIBLE = '\\s\\u00ad\\u180e\\u200b-\\u200f\\u2060-\\u2064\\ufeff'
const INVISIBLE_EDGES = new RegExp(`^[${INVISIBLE}]+|[${INVISIBLE}]+$`, 'g')

export const isTypedText = (value: string): boolean => !UNTYPED.test(value)

export const trimInvisible = (value: string): string => value.replace(INVISIBLE_EDGES, '')

/**
 * A free-text field of a public form: trimmed, and refused with the field's own message when it
 * is not text or holds what nobody types. Chain the field's lengths after it.
 */
export function visitorText(message: string) {
  return z.string(message).overwrite(trimInvisible).refine(isTypedText, message)
}

/** An optional free-text field: an empty one is undefined. */
export function optionalVisitorText(message: string, max: number) {
  return visitorText(message)
    .max(max, message)
    .optional()
    .transform((value) => value || undefined)
}
