import { describe, expect, it } from 'vitest'

import { overlaps, staysAside } from '@/components/layout/widgets/step-aside'

const button = { left: 318, right: 374, top: 772, bottom: 828 }

describe('overlaps', () => {
  it('sees a field that runs under the button', () => {
    expect(overlaps(button, { left: 16, right: 374, top: 800, bottom: 844 })).toBe(true)
  })

  it('leaves alone what ends above it, or beside it', () => {
    expect(overlaps(button, { left: 16, right: 374, top: 700, bottom: 772 })).toBe(false)
    expect(overlaps(button, { left: 16, right: 300, top: 780, bottom: 820 })).toBe(false)
  })

  it('keeps the margin around the button clear too', () => {
    const justAbove = { left: 16, right: 374, top: 700, bottom: 770 }
    expect(overlaps(button, justAbove)).toBe(false)
    expect(overlaps(button, justAbove, 4)).toBe(true)
  })
})

describe('staysAside', () => {
  it('goes aside as soon as a control would be covered, scrolling or not', () => {
    expect(staysAside(false, true, true)).toBe(true)
    expect(staysAside(false, true, false)).toBe(true)
  })

  it('comes back only once the page rests with nothing under it', () => {
    expect(staysAside(true, false, true)).toBe(true)
    expect(staysAside(true, false, false)).toBe(false)
    expect(staysAside(false, false, true)).toBe(false)
  })
})
