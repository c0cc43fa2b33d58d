/**
 * Counts quick successive clicks: `register` returns true when `count` clicks happened within
 * `windowMs`, then starts over. Used by the logo (2 clicks) and the primary button (5 clicks).
 */
export function createClickBurst(count: number, windowMs: number) {
  let times: number[] = []
  return {
    register(now: number): boolean {
      times = [...times.filter((time) => now - time <= windowMs), now]
      if (times.length >= count) {
        times = []
        return true
      }
      return false
    },
  }
}

export const KONAMI = [
  'ArrowUp',
  'ArrowUp',
  'ArrowDown',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'ArrowLeft',
  'ArrowRight',
  'b',
  'a',
] as const

/** Feeds keys one by one; true when the last ten keys are the Konami sequence. */
export function createKonamiDetector() {
  let position = 0
  return {
    press(key: string): boolean {
      const normalized = key.length === 1 ? key.toLowerCase() : key
      if (normalized === KONAMI[position]) {
        position += 1
      } else {
        position = normalized === KONAMI[0] ? 1 : 0
      }
      if (position === KONAMI.length) {
        position = 0
        return true
      }
      return false
    },
  }
}
