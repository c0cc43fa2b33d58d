import { describe, expect, it } from 'vitest'

import { changedFields } from '@/features/security/changed-fields'

describe('changedFields', () => {
  it('lists the fields an edit changed, sorted', () => {
    expect(
      changedFields(
        { id: 1, status: 'new', notes: 'a', email: 'x@example.com' },
        { id: 1, status: 'won', notes: 'b', email: 'x@example.com' },
      ),
    ).toEqual(['notes', 'status'])
  })

  it('lists every filled field of a new record', () => {
    expect(
      changedFields(undefined, { id: 3, name: 'Ana', is_active: true, createdAt: 'x' }),
    ).toEqual(['is_active', 'name'])
  })

  it('ignores timestamps, sessions, lockout counters and the dashboard visit marks', () => {
    expect(
      changedFields(
        { updatedAt: 'a', sessions: [], loginAttempts: 0, dashboard_visit_at: null },
        { updatedAt: 'b', sessions: [{ id: 's' }], loginAttempts: 2, dashboard_visit_at: 'now' },
      ),
    ).toEqual([])
  })

  it('ignores hidden fields and fields the new version was read without', () => {
    expect(
      changedFields(
        { hash: 'h1', salt: 's1', token: 't', status: 'new', notes: 'x' },
        { status: 'new' },
      ),
    ).toEqual([])
  })

  it('compares related documents by id, whatever depth they were read at', () => {
    const populated = { id: 7, name: 'IA', createdAt: 'c', updatedAt: 'u' }
    expect(
      changedFields({ category: 7, tags: [1, 2] }, { category: populated, tags: [1, 2] }),
    ).toEqual([])
    expect(changedFields({ category: 7 }, { category: { ...populated, id: 8 } })).toEqual([
      'category',
    ])
  })

  it('sees changes inside groups and arrays', () => {
    expect(
      changedFields(
        { seo: { title: 'a' }, hours: [{ day: 1 }] },
        { seo: { title: 'b' }, hours: [{ day: 1 }] },
      ),
    ).toEqual(['seo'])
  })

  it('ignores the computed fields it is told about', () => {
    expect(
      changedFields(
        { status: 'a', timeline: [] },
        { status: 'a', timeline: [1] },
        new Set(['timeline']),
      ),
    ).toEqual([])
  })
})
