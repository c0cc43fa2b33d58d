import { describe, expect, it } from 'vitest'

import {
  nextFontSize,
  parseA11y,
  parseTheme,
  resolveTheme,
} from '@/platform/preferences/preferences'

describe('display preferences', () => {
  it('cycles the font size M, L, XL and back to M', () => {
    expect(nextFontSize('normal')).toBe('large')
    expect(nextFontSize('large')).toBe('extra-large')
    expect(nextFontSize('extra-large')).toBe('normal')
  })

  it('defaults to the light theme and rejects unknown values', () => {
    expect(parseTheme(null)).toBe('light')
    expect(parseTheme('purple')).toBe('light')
    expect(parseTheme('system')).toBe('system')
  })

  it('follows the system only when the theme is system', () => {
    expect(resolveTheme('system', true)).toBe('dark')
    expect(resolveTheme('system', false)).toBe('light')
    expect(resolveTheme('light', true)).toBe('light')
  })

  it('restores stored accessibility preferences and survives corrupt storage', () => {
    expect(parseA11y('{"fontSize":"extra-large","contrastMode":"high"}')).toEqual({
      fontSize: 'extra-large',
      contrastMode: 'high',
    })
    expect(parseA11y('{not json')).toEqual({ fontSize: 'normal', contrastMode: 'normal' })
    expect(parseA11y('{"fontSize":"huge"}')).toEqual({ fontSize: 'normal', contrastMode: 'normal' })
  })
})
