import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The no-JavaScript half of the "too fast" check, kept out of the pages. A form in a page served
 * from the page cache is the same for everyone: a render time written into it is as old as the
 * cached page, so a robot posting it back at once would always seem slow enough. A visitor
 * without JavaScript instead gets a signed time of its own in a cookie, from a tiny uncached
 * address the form's `<noscript>` image loads (`/api/form-clock`); the server times the post
 * from it. Browsers with JavaScript never load it and time the fill themselves.
 */
export const FORM_CLOCK_COOKIE = 'form-clock'

/** How long a clock is good for: a visitor without JavaScript may take this long on a form. */
export const FORM_CLOCK_LIFE_MS = 12 * 60 * 60 * 1000

/**
 * Past this age the address hands out a new clock. Younger, it keeps the one it gave: a page
 * drawn again after a refused post loads the image again, and a new time would refuse a quick
 * correction of one field.
 */
const RENEW_AFTER_MS = FORM_CLOCK_LIFE_MS / 2

function signature(at: number, secret: string): string {
  return createHmac('sha256', secret).update(`form-clock:${at}`).digest('base64url')
}

/** The cookie's value for a clock started at `at` (ms). */
export function signedClock(at: number, secret: string): string {
  return `${at}.${signature(at, secret)}`
}

/** When the visitor's clock started, if `value` is one this site signed, still good at `now`. */
export function clockStart(value: string | undefined, secret: string, now: number) {
  const [time, mac, ...rest] = (value ?? '').split('.')
  if (!time || !mac || rest.length > 0 || !/^[1-9][0-9]{0,15}$/.test(time)) return undefined
  const at = Number(time)
  const expected = Buffer.from(signature(at, secret))
  const given = Buffer.from(mac)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined
  return at <= now && now - at < FORM_CLOCK_LIFE_MS ? at : undefined
}

/** The clock to set for a visitor holding `value` at `now`; undefined: keep theirs. */
export function clockToIssue(value: string | undefined, secret: string, now: number) {
  const started = clockStart(value, secret, now)
  return started !== undefined && now - started < RENEW_AFTER_MS
    ? undefined
    : signedClock(now, secret)
}

/** The value of the cookie `name` in a request's Cookie header. */
export function cookieValue(header: string | null, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=')
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim()
  }
  return undefined
}
