import { describe, expect, it } from 'vitest'

import { newsSince, nextVisits } from '@/features/dashboard/visits'

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

  it('counts what is new over the last seven days on a first visit', () => {
    const now = new Date('2026-11-24T08:00:00Z')
    expect(newsSince(null, now)).toEqual({
      from: new Date('2026-11-17T08:00:00Z'),
      firstVisit: true,
    })
  })

  it('counts what is new since the previous visit otherwise', () => {
    const previous = new Date('2026-11-23T18:30:00Z')
    expect(newsSince(previous, new Date('2026-11-24T08:00:00Z'))).toEqual({
      from: previous,
      firstVisit: false,
    })
  })
})
