import { describe, expect, it } from 'vitest'

import { liveSessions, sessionIdFromToken } from '@/features/security/session-token'

const tokenWith = (claims: object) =>
  ['e30', Buffer.from(JSON.stringify(claims)).toString('base64url'), 'signature'].join('.')

describe('sessionIdFromToken', () => {
  it('reads the sid claim', () => {
    expect(sessionIdFromToken(tokenWith({ id: 1, sid: 'abc-123' }))).toBe('abc-123')
  })

  it('gives null for a token without session, malformed or missing', () => {
    expect(sessionIdFromToken(tokenWith({ id: 1 }))).toBeNull()
    expect(sessionIdFromToken('not-a-token')).toBeNull()
    expect(sessionIdFromToken('a.%%%.c')).toBeNull()
    expect(sessionIdFromToken(undefined)).toBeNull()
  })
})

describe('liveSessions', () => {
  const now = new Date('2026-11-25T10:00:00Z')

  it('keeps unexpired sessions, newest first', () => {
    const sessions = [
      { id: 'old', createdAt: '2026-11-25T01:00:00Z', expiresAt: '2026-11-25T09:00:00Z' },
      { id: 'a', createdAt: '2026-11-25T03:00:00Z', expiresAt: '2026-11-25T11:00:00Z' },
      { id: 'b', createdAt: '2026-11-25T08:00:00Z', expiresAt: '2026-11-25T16:00:00Z' },
    ]
    expect(liveSessions(sessions, now).map((s) => s.id)).toEqual(['b', 'a'])
  })

  it('copes with an admin who never signed in', () => {
    expect(liveSessions(undefined, now)).toEqual([])
  })
})
