const DAY_MS = 86_400_000

/**
 * The spec's date-based deterministic rotation: articles ordered by id, a window of `count`
 * starting at (days since 1970, UTC) modulo their number. The same choice all day for every
 * visitor and server, the next one tomorrow, whatever order the articles come in.
 */
export function pickFeatured<T extends { id: number | string }>(
  articles: readonly T[],
  now: Date,
  count = 3,
): T[] {
  const ordered = [...articles].sort((a, b) =>
    String(a.id).localeCompare(String(b.id), 'en', { numeric: true }),
  )
  if (ordered.length <= count) return ordered
  const offset = Math.floor(now.getTime() / DAY_MS) % ordered.length
  return Array.from({ length: count }, (_, index) => ordered[(offset + index) % ordered.length]!)
}
