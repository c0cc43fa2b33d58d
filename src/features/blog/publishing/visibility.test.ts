import { describe, expect, it } from 'vitest'

import { articleState } from '@/features/blog/publishing/visibility'

const now = new Date('2026-11-23T12:00:00Z')

describe('article state', () => {
  it('is a draft unless published', () => {
    expect(articleState({ status: 'draft', publishedAt: '2026-01-01T00:00:00Z' }, now)).toBe(
      'draft',
    )
  })

  it('is scheduled while its date is ahead, published once it has come', () => {
    expect(articleState({ status: 'published', publishedAt: '2026-11-23T12:00:01Z' }, now)).toBe(
      'scheduled',
    )
    expect(articleState({ status: 'published', publishedAt: '2026-11-23T12:00:00Z' }, now)).toBe(
      'published',
    )
  })
})
