const DAY_MS = 86_400_000

/**
 * A date-based deterministic rotation: articles ordered by id, a window of `count`
 * starting at (days since 1970, UTC) modulo their number. The same choice all day for every
 * visitor and server, the next one tomorrow. Answers the window's positions in that order, so
 * the caller can read those rows alone.
 */
export function featuredPositions(total: number, now: Date, count = 3): number[] {
  if (total <= count) return Array.from({ length: total }, (_, index) => index)
  const offset = Math.floor(now.getTime() / DAY_MS) % total
  return Array.from({ length: count }, (_, index) => (offset + index) % total)
}
