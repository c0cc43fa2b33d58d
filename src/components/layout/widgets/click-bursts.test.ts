import { describe, expect, it } from 'vitest'

import {
  createClickBurst,
  createKonamiDetector,
  KONAMI,
} from '@/components/layout/widgets/click-bursts'

describe('click bursts', () => {
  it('fires on the fifth click within the window and starts over', () => {
    const burst = createClickBurst(5, 2000)
    const results = [0, 100, 200, 300, 400].map((t) => burst.register(t))
    expect(results).toEqual([false, false, false, false, true])
    expect(burst.register(500)).toBe(false)
  })

  it('forgets clicks older than the window', () => {
    const burst = createClickBurst(2, 500)
    expect(burst.register(0)).toBe(false)
    expect(burst.register(800)).toBe(false)
    expect(burst.register(1000)).toBe(true)
  })
})

describe('Konami detector', () => {
  it('recognises the ten-key sequence, with a capital B and A too', () => {
    const detector = createKonamiDetector()
    const keys = [...KONAMI.slice(0, 8), 'B', 'A']
    const results = keys.map((key) => detector.press(key))
    expect(results.at(-1)).toBe(true)
    expect(results.slice(0, -1).every((r) => !r)).toBe(true)
  })

  it('restarts after a wrong key, keeping a fresh ArrowUp as a start', () => {
    const detector = createKonamiDetector()
    for (const key of ['ArrowUp', 'ArrowUp', 'x']) detector.press(key)
    const results = KONAMI.map((key) => detector.press(key))
    expect(results.at(-1)).toBe(true)
  })
})
