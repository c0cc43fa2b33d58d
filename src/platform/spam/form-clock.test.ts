import { describe, expect, it } from 'vitest'

import {
  clockStart,
  clockToIssue,
  cookieValue,
  FORM_CLOCK_LIFE_MS,
  signedClock,
} from '@/platform/spam/form-clock'

const secret = 'unit-secret-0123456789abcdefghijklmnopqrstuvwxyz'
const now = 1_800_000_000_000

describe('the visitor’s form clock', () => {
  it('gives back the time it was started, for the site that signed it', () => {
    expect(clockStart(signedClock(now - 5000, secret), secret, now)).toBe(now - 5000)
    expect(clockStart(signedClock(now - 5000, 'another-secret'), secret, now)).toBeUndefined()
  })

  it('refuses a forged, altered, future or worn-out clock', () => {
    const [, mac] = signedClock(now - 5000, secret).split('.')
    for (const value of [
      undefined,
      '',
      String(now - 5000),
      `${now - 60_000}.${mac}`,
      `${now - 5000}.${mac}.x`,
      `0${now - 5000}.${mac}`,
      signedClock(now + 1000, secret),
      signedClock(now - FORM_CLOCK_LIFE_MS, secret),
    ]) {
      expect(clockStart(value, secret, now), value).toBeUndefined()
    }
  })

  it('keeps a recent clock, so a quick correction after a refusal is not too fast', () => {
    expect(clockToIssue(signedClock(now - 60_000, secret), secret, now)).toBeUndefined()
    expect(clockToIssue(undefined, secret, now)).toBe(signedClock(now, secret))
    expect(clockToIssue('forged.value', secret, now)).toBe(signedClock(now, secret))
    const old = signedClock(now - FORM_CLOCK_LIFE_MS / 2, secret)
    expect(clockToIssue(old, secret, now)).toBe(signedClock(now, secret))
  })
})

describe('the clock’s cookie in a request', () => {
  it('is read by its exact name', () => {
    expect(cookieValue('a=1; form-clock=123.abc; b=2', 'form-clock')).toBe('123.abc')
    expect(cookieValue('xform-clock=1; form-clockx=2', 'form-clock')).toBeUndefined()
    expect(cookieValue(null, 'form-clock')).toBeUndefined()
  })
})
