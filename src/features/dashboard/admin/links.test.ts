import { describe, expect, it } from 'vitest'

import { createdBetween, listHref } from '@/features/dashboard/admin/links'

describe('dashboard links', () => {
  it('opens a list filtered the way Payload reads its URL', () => {
    expect(decodeURIComponent(listHref('leads', { status: { equals: 'new' } }))).toBe(
      '/admin/collections/leads?where[status][equals]=new',
    )
    expect(decodeURIComponent(listHref('lead-events', createdBetween('a', 'b')))).toBe(
      '/admin/collections/lead-events?where[and][0][createdAt][greater_than_equal]=a&where[and][1][createdAt][less_than]=b',
    )
    expect(listHref('contacts')).toBe('/admin/collections/contacts')
  })
})
