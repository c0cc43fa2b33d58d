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
