import { describe, expect, it } from 'vitest'

import { requestIdFor, requestIdFrom } from '@/platform/logging/request-id'

const fresh = () => 'generated-id'

describe('request ids', () => {
  it('keeps a well-formed id from the reverse proxy', () => {
    expect(requestIdFor('3f9c2a7e1b4d4e0a9c8b7a6f5e4d3c2b', fresh)).toBe(
      '3f9c2a7e1b4d4e0a9c8b7a6f5e4d3c2b',
    )
    expect(requestIdFor('lb-01.req_2024.abc', fresh)).toBe('lb-01.req_2024.abc')
    expect(requestIdFor('a'.repeat(128), fresh)).toBe('a'.repeat(128))
  })

  it('replaces a missing, short, huge or unsafe id', () => {
    for (const bad of [
      null,
      undefined,
      '',
      'short',
      'a'.repeat(129),
      'has space inside',
      'line\nbreak-injected',
      '"quoted":"json"',
      'ünïcödé-request',
    ]) {
      expect(requestIdFor(bad, fresh)).toBe('generated-id')
    }
  })

  it('generates a UUID by default', () => {
    expect(requestIdFor(null)).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    )
    expect(requestIdFor(null)).not.toBe(requestIdFor(null))
  })

  it('reads a forwarded id from request headers, never a malformed one', () => {
    expect(requestIdFrom(new Headers({ 'x-request-id': 'abcdef-123456' }))).toBe('abcdef-123456')
    expect(requestIdFrom(new Headers({ 'x-request-id': 'bad id' }))).toBeUndefined()
    expect(requestIdFrom(new Headers())).toBeUndefined()
    expect(requestIdFrom(undefined)).toBeUndefined()
  })
})
