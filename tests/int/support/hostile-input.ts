/**
 * What a robot or an attacker puts in a public form's fields. Each value is built
 * from the field's valid value, so that the hostile part alone decides the answer.
 */

/** A field, by what it can legitimately hold. */
export type FieldKind =
  /** Required free text (a name, a message): text that looks hostile is still text. */
  | 'text'
  /** Free text the visitor may leave empty. */
  | 'optional-text'
  /** A fixed shape: an address, an option of a list, a URL, a phone number, a ticked box. */
  | 'choice'

export type Posted = string | string[] | number | boolean | File | undefined

export type Hostile = {
  label: string
  make: (valid: string, max: number) => Posted
  refusedIn: readonly FieldKind[]
  /** Refused as missing: some forms have one message for every empty required field. */
  empty?: true
}

const required = ['text', 'choice'] as const
const everywhere = ['text', 'optional-text', 'choice'] as const

export const hostileValues: Hostile[] = [
  { label: 'left out', make: () => undefined, refusedIn: required, empty: true },
  { label: 'blank', make: () => ' \t\n ', refusedIn: required, empty: true },
  {
    label: 'zero-width characters only',
    make: () => '\u200b\u200c\u200d\u2060\ufeff',
    refusedIn: required,
  },
  // No text at all: read as an empty field.
  {
    label: 'a file',
    make: (valid) => new File([valid], 'x.txt'),
    refusedIn: required,
    empty: true,
  },
  {
    label: 'one character too many',
    make: (valid, max) => valid.padEnd(max + 1, 'x'),
    refusedIn: everywhere,
  },
  { label: 'half a megabyte', make: () => 'x'.repeat(500_000), refusedIn: everywhere },
  { label: 'a NUL character', make: (valid) => `${valid}\u0000`, refusedIn: everywhere },
  { label: 'terminal escapes', make: (valid) => `${valid}\u0007\u001b[2J`, refusedIn: everywhere },
  {
    label: 'a right-to-left override',
    make: (valid) => `${valid} \u202egnp.exe`,
    refusedIn: everywhere,
  },
  // A form post turns it into U+FFFD, as a browser does; a JSON body keeps it.
  { label: 'a lone surrogate', make: (valid) => `${valid}\ud800`, refusedIn: ['choice'] },
  { label: 'SQL', make: () => "' OR '1'='1'; DROP TABLE leads; --", refusedIn: ['choice'] },
  { label: 'a script tag', make: () => '<script>alert(1)</script>', refusedIn: ['choice'] },
  { label: 'an event handler', make: () => '<img src=x onerror=alert(1)>', refusedIn: ['choice'] },
]

/** Hostile-looking text that is valid free text: stored as typed, shown as text. */
export const hostileButValidText = {
  script: '<script>alert("contact")</script>',
  handler: '<img src=x onerror=alert(1)> "><svg onload=alert(2)>',
  sql: "Robert'); DROP TABLE contacts; --",
  // Real writing the rules must keep: line breaks, tabs, right-to-left script, joined emoji.
  unicode: 'Ligne 1\n\tمرحبا بكم 👩🏽‍💻 Zoë',
}

/** The form post a browser would send. */
export function formData(values: Record<string, Posted>): FormData {
  const form = new FormData()
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue
    for (const item of Array.isArray(value) ? value : [value])
      form.append(
        key,
        typeof item === 'boolean'
          ? item
            ? 'on'
            : ''
          : typeof item === 'number'
            ? String(item)
            : item,
      )
  }
  return form
}
