/** A new visit starts after this long without opening the dashboard (reloads do not count). */
export const VISIT_GAP_MS = 30 * 60 * 1000

export type Visits = { last: string | null; previous: string | null }

/**
 * The visit bookkeeping of one admin: opening the dashboard more than `VISIT_GAP_MS` after the
 * last time starts a new visit, and the one before becomes the reference for "new since".
 */
export function nextVisits(current: Visits, now: Date): Visits & { changed: boolean } {
  const last = current.last ? Date.parse(current.last) : Number.NaN
  if (!Number.isNaN(last) && now.getTime() - last < VISIT_GAP_MS)
    return { ...current, changed: false }
  return { last: now.toISOString(), previous: current.last, changed: true }
}

/** Without an earlier visit, "what's new" covers this many days instead of showing nothing. */
export const FIRST_VISIT_DAYS = 7

/** Where "what's new" starts: the previous visit, or `FIRST_VISIT_DAYS` ago on a first visit. */
export function newsSince(previous: Date | null, now: Date): { from: Date; firstVisit: boolean } {
  if (previous) return { from: previous, firstVisit: false }
  return {
    from: new Date(now.getTime() - FIRST_VISIT_DAYS * 24 * 60 * 60 * 1000),
    firstVisit: true,
  }
}
