import { describe, expect, it } from 'vitest'

import { followUpHref } from '@/features/leads/activity/follow-up'

describe('followUpHref', () => {
  it('opens the calendar’s new appointment form with the lead’s details', () => {
    const href = followUpHref({ name: 'Marie Durand', email: 'marie@example.com', phone: '' })
    expect(href).toBe('/admin/calendar?name=Marie+Durand&email=marie%40example.com#ajouter')
  })
})
