import { describe, expect, it } from 'vitest'

import { filterProblem, type ValueKind } from '@/platform/api-errors/filter-problem'

const kinds: Record<string, ValueKind> = {
  id: 'integer-id',
  price: 'number',
  published_at: 'date',
  place: 'point',
  title: 'other',
}
const problem = (where: unknown) => filterProblem(where, (path) => kinds[path])

describe('filterProblem', () => {
  it('refuses values a number or key column cannot hold', () => {
    expect(problem({ id: { in: 'abc' } })).toMatch(/"id" in expects a list of numbers/)
    expect(problem({ id: { in: ['1', 'x'] } })).toMatch(/expects a list/)
    expect(problem({ id: { not_in: '1,abc' } })).toMatch(/expects a list/)
    expect(problem({ id: { equals: 'abc' } })).toMatch(/"id" equals expects a number/)
    expect(problem({ id: { equals: '1e999' } })).toMatch(/expects a number/)
    expect(problem({ id: { equals: 2 ** 31 } })).toMatch(/expects a number/)
    expect(problem({ price: { greater_than: 'cheap' } })).toMatch(/expects a number/)
    expect(problem({ price: { equals: { nested: 1 } } })).toMatch(/expects a number/)
  })

  it('refuses dates that do not parse', () => {
    expect(problem({ published_at: { less_than: 'yesterday' } })).toMatch(/expects a date/)
    expect(problem({ published_at: { in: 'abc' } })).toMatch(/list of dates/)
    expect(problem({ published_at: { equals: new Date('nope') } })).toMatch(/expects a date/)
  })

  it('refuses unknown operators and geographic ones off point fields', () => {
    expect(problem({ title: { foo: 'x' } })).toMatch(/Unknown operator "foo" on "title"/)
    expect(problem({ id: { near: '1' } })).toMatch(/point fields only/)
    expect(problem({ title: 'x' })).toMatch(/expects an operator/)
  })

  it('looks inside and/or, and refuses a filter that is not an object', () => {
    expect(problem({ or: [{ title: { equals: 'a' } }, { id: { in: 'abc' } }] })).toMatch(/"id"/)
    expect(problem({ and: { 0: { or: [{ id: { in: 'x' } }] } } })).toMatch(/"id"/)
    expect(problem({ or: 'x' })).toMatch(/expects a list of filters/)
    expect(problem('abc')).toMatch(/not an object/)
  })

  it('lets well-formed filters and unknown paths through', () => {
    const fine = [
      undefined,
      {},
      { id: { in: '1,2' } },
      { id: { in: [1, '2'] }, price: { less_than_equal: '12.5' } },
      { id: { equals: '' }, price: { equals: null } },
      { published_at: { greater_than: '2020-01-01' }, title: { like: 'site' } },
      { published_at: { less_than: new Date('2026-01-01T00:00:00Z') } },
      { id: { exists: 'true' }, place: { near: '1,2,1000' } },
      { 'version.title': { whatever: 1 }, unknown: { equals: 'x' } },
      { or: [{ id: { equals: 1 } }, { and: [{ title: { contains: 'a' } }] }] },
    ]
    for (const where of fine) expect(problem(where), JSON.stringify(where)).toBeUndefined()
  })
})
