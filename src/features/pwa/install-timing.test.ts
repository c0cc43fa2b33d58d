import { describe, expect, it } from 'vitest'

import { INSTALL_SNOOZE_MS, mayInvite } from '@/features/pwa/install-timing'

describe('install invitation', () => {
  it('shows when never dismissed, or a month after', () => {
    expect(mayInvite(null, 1_000)).toBe(true)
    expect(mayInvite(Number.NaN, 1_000)).toBe(true)
    expect(mayInvite(0, INSTALL_SNOOZE_MS)).toBe(true)
  })

  it('stays away for a month after "Not now"', () => {
    expect(mayInvite(0, INSTALL_SNOOZE_MS - 1)).toBe(false)
  })
})
