// @ts-check
import v8 from 'node:v8'

/**
 * A cache entry as the instances share it, and the rules that say whether it is still good.
 *
 * @typedef {import('./next-incremental-cache.mjs').CacheValue} CacheValue
 * @typedef {import('./next-incremental-cache.mjs').CacheControl} CacheControl
 * @typedef {{
 *   lastModified: number,
 *   value: CacheValue,
 *   tags?: string[],
 *   cacheControl?: CacheControl,
 * }} StoredEntry
 * @typedef {Map<string, number>} Expiries when each tag last expired (ms)
 */

/**
 * Entries untouched this long leave Redis: a page nobody asked for in a day renders again. Also
 * the pages' own expiry (next.config.ts `expireTime`), past which Next.js renders them again.
 */
export const ENTRY_TTL_SECONDS = 24 * 60 * 60

/**
 * A render may read the data just before a change is committed and store its page just after
 * the change expired the page's tags: the page would then be kept as fresh with the old data.
 * An entry therefore counts as written this much earlier than it was: a page rendered in the
 * few seconds after a change is rendered once more. It also covers the clocks of instances
 * disagreeing by less than that (expiries and entries are stamped by different machines).
 */
export const RENDER_GRACE_MS = 3000

/**
 * Node's own serialization: entries hold Buffers (a page's RSC payload, a route's body) and a
 * Map of Buffers (a page's prefetch segments) that JSON would not give back as such.
 * @param {StoredEntry} entry
 */
export function encodeEntry(entry) {
  return v8.serialize(entry)
}

/**
 * @param {Buffer} bytes
 * @returns {StoredEntry | undefined} undefined for bytes that are not an entry (never thrown)
 */
export function decodeEntry(bytes) {
  try {
    /** @type {unknown} */
    const entry = v8.deserialize(bytes)
    const valid =
      typeof entry === 'object' &&
      entry !== null &&
      'value' in entry &&
      'lastModified' in entry &&
      typeof entry.lastModified === 'number'
    return valid ? /** @type {StoredEntry} */ (entry) : undefined
  } catch {
    return undefined
  }
}

/**
 * Whether an entry written at `lastModified` may predate an expiry of one of its tags.
 * @param {string[]} tags
 * @param {number} lastModified
 * @param {Expiries} expiries
 * @param {number} graceMs
 */
export function isExpired(tags, lastModified, expiries, graceMs = RENDER_GRACE_MS) {
  const writtenBy = lastModified - graceMs
  // An expiry stamped in the same millisecond as the entry may follow it: expired.
  return tags.some((tag) => (expiries.get(tag) ?? 0) >= writtenBy)
}

/**
 * Whether an answer is kept at all: only a page or response the site means to serve (status 2xx,
 * or none given). A not-found answer or a redirect is rendered again for each request instead:
 * anyone can ask for any number of unknown addresses, and each one kept would be four files on
 * disk or an entry in Redis (a redirect kept would also go out with two Location headers).
 * @param {CacheValue | null} value
 */
export function isKept(value) {
  if (!value) return false
  if (String(value.kind) === 'REDIRECT') return false
  const status = 'status' in value ? value.status : undefined
  return status === undefined || (status >= 200 && status < 300)
}

/**
 * How long Redis keeps an entry: ENTRY_TTL_SECONDS, or less when the entry's own lifetime ends
 * sooner (past it Next.js would render the page again anyway).
 * @param {CacheControl | undefined} cacheControl
 */
export function ttlSeconds(cacheControl) {
  const expire = cacheControl?.expire
  return typeof expire === 'number' && expire > 0
    ? Math.min(Math.ceil(expire), ENTRY_TTL_SECONDS)
    : ENTRY_TTL_SECONDS
}
