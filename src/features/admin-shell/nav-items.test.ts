import { describe, expect, it } from 'vitest'

import { currentNavItem, type AdminNavItem } from '@/features/admin-shell/nav-items'

const items: AdminNavItem[] = [
  {
    label: { fr: 'Dashboard', en: 'Dashboard' },
    href: '/admin/dashboard',
    matches: ['/admin', '/admin/dashboard'],
  },
  {
    label: { fr: 'Contacts', en: 'Contacts' },
    href: '/admin/contacts',
    matches: ['/admin/collections/contacts'],
  },
]

describe('admin navigation highlight', () => {
  it('marks the dashboard on the admin home', () => {
    expect(currentNavItem('/admin', items)?.label.fr).toBe('Dashboard')
    expect(currentNavItem('/admin/', items)?.label.fr).toBe('Dashboard')
  })

  it('marks a section on its list and on its documents', () => {
    expect(currentNavItem('/admin/collections/contacts', items)?.label.fr).toBe('Contacts')
    expect(currentNavItem('/admin/collections/contacts/12', items)?.label.fr).toBe('Contacts')
  })

  it('marks nothing on screens outside the list', () => {
    expect(currentNavItem('/admin/collections/email-outbox', items)).toBeUndefined()
    expect(currentNavItem('/admin/account', items)).toBeUndefined()
  })
})

describe('admin short paths', () => {
  it('lead each main screen and its documents to the Payload collection', async () => {
    const { adminPathRedirects } = await import('@/features/admin-shell/nav-items')
    expect(adminPathRedirects).toContainEqual({
      source: '/admin/roi',
      destination: '/admin/collections/roi',
    })
    expect(adminPathRedirects).toContainEqual({
      source: '/admin/newsletter/:id',
      destination: '/admin/collections/newsletter-subscribers/:id',
    })
  })

  it('leaves the lead board to its own screen and still opens a lead by its id', async () => {
    const { match } = await import('path-to-regexp')
    const { adminPathRedirects } = await import('@/features/admin-shell/nav-items')
    // As Next.js matches a redirect's source: the first one that matches wins.
    const target = (path: string) => {
      for (const { source, destination } of adminPathRedirects) {
        const found = match<{ id?: string }>(source, { strict: true, sensitive: false })(path)
        if (found) return destination.replace(':id', found.params.id ?? '')
      }
      return null
    }
    expect(target('/admin/leads/board')).toBeNull()
    expect(target('/admin/leads/12')).toBe('/admin/collections/leads/12')
    expect(target('/admin/leads/create')).toBe('/admin/collections/leads/create')
    expect(target('/admin/contacts/12')).toBe('/admin/collections/contacts/12')
  })
})

describe('admin side navigation', () => {
  it('has exactly the eleven main entries, in order, with their short paths', async () => {
    const { adminNavItems } = await import('@/features/admin-shell/nav-items')
    expect(adminNavItems.map((item) => [item.label.fr, item.href])).toEqual([
      ['Dashboard', '/admin/dashboard'],
      ['SEO Manager', '/admin/seo'],
      ['Contacts', '/admin/contacts'],
      ['Leads', '/admin/leads'],
      ['Audits', '/admin/audits'],
      ['Rendez-vous', '/admin/appointments'],
      ['Calendrier', '/admin/calendar'],
      ['Diagnostics', '/admin/diagnostics'],
      ['Calculs ROI', '/admin/roi'],
      ['Popups', '/admin/popups'],
      ['Sécurité', '/admin/security'],
    ])
  })

  it('lists the blog, projects, newsletter and outbox below them', async () => {
    const { adminExtraNavItems } = await import('@/features/admin-shell/nav-items')
    expect(adminExtraNavItems.map((item) => item.href)).toEqual(
      expect.arrayContaining([
        '/admin/blog',
        '/admin/projects',
        '/admin/newsletter',
        '/admin/outbox',
      ]),
    )
  })

  it('keeps Sécurité marked on the sign-in history and the audit log', async () => {
    const { currentNavItem } = await import('@/features/admin-shell/nav-items')
    expect(currentNavItem('/admin/collections/audit-log')?.label.fr).toBe('Sécurité')
    expect(currentNavItem('/admin/collections/admin-sign-ins/4')?.label.fr).toBe('Sécurité')
  })
})
