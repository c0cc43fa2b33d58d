export const CENSOR = '[redacted]'

// Addresses hide in free text too: SMTP refusals, database errors, CalDAV messages.
const EMAIL_ADDRESS = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g
// A connection URL's user and password (postgres://user:password@host, smtp://...).
const URL_CREDENTIALS = /\b([a-z][a-z0-9+.-]*:\/\/)[^\s/@]+@/gi
// Past this depth a logged value is cut rather than walked (cycles, huge documents).
const MAX_DEPTH = 6

/** Replaces every e-mail address and connection URL credential in a text with the censor. */
export const scrubText = (text: string): string =>
  text.replace(URL_CREDENTIALS, `$1${CENSOR}@`).replace(EMAIL_ADDRESS, CENSOR)

/**
 * A copy of a logged value with every e-mail address censored, wherever it is. Errors are
 * left whole for the error serializer (which scrubs its own output); other class instances
 * (dates, buffers) are kept as they are.
 */
export function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value)
  if (value === null || typeof value !== 'object' || value instanceof Error) return value
  if (depth >= MAX_DEPTH) return '[too deep]'
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1))
  const prototype = Object.getPrototypeOf(value)
  if (prototype !== Object.prototype && prototype !== null) return value
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, scrubValue(item, depth + 1)]),
  )
}

// Database drivers copy the statement's values into errors: Drizzle's `params`, PostgreSQL's
// `detail` ("Key (email)=(...) already exists") and `where`.
const ERROR_VALUE_KEYS = new Set(['params', 'detail', 'where', 'parameters'])

/** Scrubs a serialized error: addresses out of its texts, query values censored. */
export function scrubSerializedError(serialized: unknown): unknown {
  if (serialized === null || typeof serialized !== 'object') return scrubValue(serialized)
  const out: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(serialized)) {
    // `type` already says the class; a `name` would only be censored as a person's name.
    if (key === 'name') continue
    out[key] = ERROR_VALUE_KEYS.has(key) ? CENSOR : scrubErrorPart(item)
  }
  return out
}

// pino's serializer turns nested errors (aggregate errors, an `original` error) into objects of
// its own prototype, which scrubValue would keep as they are.
function scrubErrorPart(item: unknown): unknown {
  if (Array.isArray(item)) return item.map(scrubErrorPart)
  if (isSerializedError(item)) return scrubSerializedError(item)
  return scrubValue(item, 1)
}

const isSerializedError = (value: unknown): value is object =>
  typeof value === 'object' &&
  value !== null &&
  'type' in value &&
  'message' in value &&
  'stack' in value
