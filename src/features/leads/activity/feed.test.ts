import { describe, expect, it } from 'vitest'

import { feedItems, humanDate, humanDay, relatedLink } from '@/features/leads/activity/feed'

const event = {
  id: 7,
  type: 'contact' as const,
  summary: 'Message : refonte du site',
  occurredAt: '2026-11-27T15:15:00.000Z',
  relatedCollection: 'contacts',
  relatedId: '42',
  fromStatus: null,
  toStatus: null,
}
const words = (from: string, to: string) => `${from} → ${to}`

describe('humanDate', () => {
  it('writes the moment as people say it, on the Paris clock, in the admin’s language', () => {
    expect(humanDate(event.occurredAt, 'fr')).toBe('27 novembre 2026 à 16:15')
    expect(humanDate(event.occurredAt, 'en')).toBe('November 27, 2026 at 4:15 PM')
  })

  it('follows summer time', () => {
    expect(humanDate('2026-07-01T08:05:00.000Z', 'fr')).toBe('1 juillet 2026 à 10:05')
  })

  it('shortens a day for the board’s cards', () => {
    expect(humanDay(event.occurredAt, 'fr')).toBe('27 nov. 2026')
    expect(humanDay(event.occurredAt, 'en')).toBe('Nov 27, 2026')
  })
})

describe('relatedLink', () => {
  it('opens the record behind a capture in the back office', () => {
    expect(relatedLink('contacts', '42')).toEqual({
      href: '/admin/collections/contacts/42',
      collection: 'contacts',
    })
    expect(relatedLink('guide-downloads', '3')?.href).toBe('/admin/collections/guide-downloads/3')
  })

  it('links nothing it does not know', () => {
    expect(relatedLink('admin-users', '1')).toBeNull()
    expect(relatedLink('contacts', '../1')).toBeNull()
    expect(relatedLink(null, null)).toBeNull()
  })
})

describe('feedItems', () => {
  it('keeps a capture’s summary and link', () => {
    expect(feedItems([event], 'en', words)).toEqual([
      {
        id: 7,
        type: 'contact',
        text: 'Message : refonte du site',
        at: '2026-11-27T15:15:00.000Z',
        date: 'November 27, 2026 at 4:15 PM',
        link: { href: '/admin/collections/contacts/42', collection: 'contacts' },
      },
    ])
  })

  it('names both ends of a status change in the admin’s language', () => {
    const change = {
      ...event,
      type: 'status' as const,
      summary: 'Statut : Nouveau → Contacté',
      relatedCollection: null,
      relatedId: null,
      fromStatus: 'new' as const,
      toStatus: 'contacted' as const,
    }
    expect(feedItems([change], 'en', words)[0]).toMatchObject({ text: 'New → Contacted' })
    expect(feedItems([change], 'fr', words)[0]).toMatchObject({
      text: 'Nouveau → Contacté',
      link: null,
    })
  })
})
