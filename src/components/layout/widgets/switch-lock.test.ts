import { describe, expect, it } from 'vitest'

import { createSwitchLock } from '@/components/layout/widgets/switch-lock'

describe('language switch lock', () => {
  it('ignores a second click within 300 ms and accepts one after', () => {
    const lock = createSwitchLock()
    expect(lock.tryAcquire(1000)).toBe(true)
    expect(lock.tryAcquire(1299)).toBe(false)
    expect(lock.tryAcquire(1300)).toBe(true)
  })
})
