/** The language switch ignores clicks for 300 ms after one. */
export const SWITCH_LOCK_MS = 300

/** `tryAcquire(now)` is true at most once per lock period. */
export function createSwitchLock(durationMs: number = SWITCH_LOCK_MS) {
  let lockedUntil = Number.NEGATIVE_INFINITY
  return {
    tryAcquire(now: number): boolean {
      if (now < lockedUntil) return false
      lockedUntil = now + durationMs
      return true
    },
  }
}
