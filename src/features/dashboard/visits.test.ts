import { describe, expect, it } from 'vitest'

import { nextVisits } from '@/features/dashboard/visits'

describe('dashboard visits', () => {
  it('has no reference on the very first visit', () => {
    expect(nextVisits({ last: null, previous: null }, new Date('2026-11-24T08:00:00Z'))).toEqual({
      last: '2026-11-24T08:00:00.000Z',
      previous: null,
      changed: true,
    })
  })

  it('keeps the reference while the owner reloads within half an hour', () => {
    const visits = { last: '2026-11-24T08:00:00.000Z', previous: '2026-11-23T08:00:00.000Z' }
    expect(nextVisits(visits, new Date('2026-11-24T08:29:00Z'))).toEqual({
      ...visits,
      changed: false,
    })
  })

  it('starts a new visit the next morning, counting from the previous one', () => {
    const visits = { last: '2026-11-24T08:00:00.000Z', previous: '2026-11-23T08:00:00.000Z' }
    expect(nextVisits(visits, new Date('2026-11-25T07:45:00Z'))).toEqual({
      last: '2026-11-25T07:45:00.000Z',
      previous: '2026-11-24T08:00:00.000Z',
      changed: true,
    })
  })
})
