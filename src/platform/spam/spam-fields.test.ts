import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { keptRenderTime } from '@/platform/spam/render-time'
import { MIN_FILL_MS, spamCheck, spamFields } from '@/platform/spam/spam-fields'

const now = 1_800_000_000_000
const schema = z.object(spamFields('robot')).superRefine(spamCheck('robot', now))
const messages = (input: unknown) => schema.safeParse(input).error?.issues.map((i) => i.message)

describe('spam fields', () => {
  it('accepts a form rendered by the server long enough ago (no JavaScript)', () => {
    expect(messages({ website: '', startedAt: String(now - MIN_FILL_MS), elapsedMs: '' })).toBe(
      undefined,
    )
  })

  it('trusts the time the browser measured over a stale server render time', () => {
    expect(messages({ startedAt: String(now - 3_600_000), elapsedMs: '400' })).toEqual(['robot'])
    expect(messages({ startedAt: '', elapsedMs: String(MIN_FILL_MS + 1) })).toBe(undefined)
  })

  it('refuses a filled honeypot', () => {
    expect(messages({ website: 'https://spam.example', startedAt: now - 10_000 })).toContain(
      'robot',
    )
  })

  it('refuses a form posted too fast, or without any timing', () => {
    expect(messages({ startedAt: String(now - 500) })).toEqual(['robot'])
    expect(messages({})).toEqual(['robot'])
    expect(messages({ startedAt: '0' })).toEqual(['robot'])
  })
})

describe('render time kept after a refused post', () => {
  const now = 1_800_000_000_000
  it('keeps the first render time the post carried', () => {
    expect(keptRenderTime(String(now - 60_000), now, now)).toBe(now - 60_000)
  })
  it('falls back to the new render time for missing, invalid or future values', () => {
    expect(keptRenderTime(undefined, now, now)).toBe(now)
    expect(keptRenderTime('', now, now)).toBe(now)
    expect(keptRenderTime('soon', now, now)).toBe(now)
    expect(keptRenderTime(String(now + 1000), now, now)).toBe(now)
  })
})
