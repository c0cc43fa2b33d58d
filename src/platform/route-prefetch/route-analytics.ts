/**
 * Route analytics and predictive preloading, as pure functions: the browser keeps
 * the visitor's most visited paths (top 20) and, when idle, preloads those visited more than
 * three times, one every 500 ms, except on slow connections or with data saver on.
 */
export type RouteEntry = {
  path: string
  frequency: number
  /** Epoch milliseconds of the last visit. */
  lastVisited: number
  /** Milliseconds spent on the path, all visits together. */
  userTime: number
}

export const MAX_ROUTES = 20
export const MIN_FREQUENCY = 3
export const PREFETCH_AFTER_NAVIGATION_MS = 1000
export const IDLE_AFTER_INPUT_MS = 2000
export const PREFETCH_STAGGER_MS = 500

const rank = (a: RouteEntry, b: RouteEntry) =>
  b.frequency - a.frequency || b.lastVisited - a.lastVisited

/** The list after a visit of `path`, most visited first, cut to the top 20. */
export function recordVisit(entries: readonly RouteEntry[], path: string, now: number) {
  const known = entries.find((entry) => entry.path === path)
  const visited: RouteEntry = known
    ? { ...known, frequency: known.frequency + 1, lastVisited: now }
    : { path, frequency: 1, lastVisited: now, userTime: 0 }
  return [visited, ...entries.filter((entry) => entry !== known)].sort(rank).slice(0, MAX_ROUTES)
}

/** The list after `ms` more spent on `path` (when the visitor leaves it). */
export function addUserTime(entries: readonly RouteEntry[], path: string, ms: number) {
  return entries.map((entry) =>
    entry.path === path ? { ...entry, userTime: entry.userTime + Math.max(0, ms) } : entry,
  )
}

/** Paths worth preloading from `current`: visited more than three times, most visited first. */
export function pathsToPrefetch(entries: readonly RouteEntry[], current: string): string[] {
  return [...entries]
    .filter((entry) => entry.frequency > MIN_FREQUENCY && entry.path !== current)
    .sort(rank)
    .map((entry) => entry.path)
}

type ConnectionInfo = { effectiveType?: string; saveData?: boolean } | undefined

/** Slow connections (2g, slow-2g) and data saver get no preloading. */
export function isSlowConnection(connection: ConnectionInfo): boolean {
  if (!connection) return false
  return connection.saveData === true || ['2g', 'slow-2g'].includes(connection.effectiveType ?? '')
}

/** Stored entries, whatever the storage held: anything malformed is dropped. */
export function parseEntries(raw: string | null): RouteEntry[] {
  if (!raw) return []
  try {
    const value: unknown = JSON.parse(raw)
    if (!Array.isArray(value)) return []
    return value
      .filter(
        (entry): entry is RouteEntry =>
          typeof entry === 'object' &&
          entry !== null &&
          typeof entry.path === 'string' &&
          entry.path.startsWith('/') &&
          !entry.path.startsWith('//') &&
          Number.isFinite(entry.frequency) &&
          Number.isFinite(entry.lastVisited) &&
          Number.isFinite(entry.userTime),
      )
      .slice(0, MAX_ROUTES)
  } catch {
    return []
  }
}
