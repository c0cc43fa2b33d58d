import type { Interval } from '@/features/booking/slots'

/** The granularity of the database's slot locks. */
export const CELL_MINUTES = 15

const CELL_MS = CELL_MINUTES * 60_000

/**
 * The lock cells an appointment holds: every 15-minute cell of [start, end + buffer). Two
 * appointments share a cell exactly when they overlap or sit closer than the buffer, so the
 * unique index on cells is the database's no-double-booking rule (on SQLite and PostgreSQL).
 */
export function lockCells(interval: Interval, bufferMinutes: number): string[] {
  const first = Math.floor(interval.start.getTime() / CELL_MS) * CELL_MS
  const last = interval.end.getTime() + bufferMinutes * 60_000
  const cells: string[] = []
  for (let at = first; at < last; at += CELL_MS) {
    cells.push(new Date(at).toISOString().slice(0, 16) + 'Z')
  }
  return cells
}
