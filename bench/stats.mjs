// Pure arithmetic of the bench: medians, percentiles and ratios, unit-tested in stats.test.ts.

/**
 * Middle value (mean of the two middle ones for an even count); null when there is nothing.
 * @param {number[]} values
 * @returns {number | null}
 */
export function median(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b)
  if (sorted.length === 0) return null
  const middle = Math.floor(sorted.length / 2)
  if (sorted.length % 2 === 1) return sorted[middle] ?? null
  return ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

/**
 * Nearest-rank percentile (p in 0..100): the value below which p % of the samples fall.
 * @param {number[]} values
 * @param {number} p
 * @returns {number | null}
 */
export function percentile(values, p) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b)
  if (sorted.length === 0) return null
  const rank = Math.ceil((Math.min(Math.max(p, 0), 100) / 100) * sorted.length)
  return sorted[Math.max(rank - 1, 0)] ?? null
}

/**
 * a / b, or null when either is missing or b is zero (a ratio to a failed measure means nothing).
 * @param {number | null | undefined} a
 * @param {number | null | undefined} b
 * @returns {number | null}
 */
export function ratio(a, b) {
  if (a == null || b == null || !Number.isFinite(a) || !Number.isFinite(b) || b === 0) return null
  return a / b
}

/**
 * Median of one field over several runs of the same measure (Lighthouse's three runs).
 * @template T
 * @param {T[]} runs
 * @param {(run: T) => number | null | undefined} pick
 * @returns {number | null}
 */
export function medianOf(runs, pick) {
  return median(runs.map(pick).filter((value) => typeof value === 'number'))
}

/**
 * Rounds for display and JSON: figures are measurements, not exact values.
 * @param {number | null | undefined} value
 * @param {number} [digits]
 * @returns {number | null}
 */
export function round(value, digits = 0) {
  if (value == null || !Number.isFinite(value)) return null
  const factor = 10 ** digits
  return Math.round(value * factor) / factor
}
