/**
 * The back office's own navigation (spec section 2, "Admin routes"), in the spec's order:
 * Dashboard, SEO Manager, Contacts, Leads, Audits, Rendez-vous, Calendrier, Diagnostics,
 * Calculs ROI, Popups, Sécurité. An entry is listed only once its screen exists, so the menu
 * never holds a dead link: each feature adds its line here, at its place in that order.
 */
export type AdminNavItem = {
  label: string
  href: `/admin/${string}`
  /** Paths that also mark this entry as current (Payload's own URLs for the same screen). */
  matches: string[]
}

export const adminNavItems: AdminNavItem[] = [
  { label: 'Dashboard', href: '/admin/dashboard', matches: ['/admin', '/admin/dashboard'] },
  {
    label: 'Contacts',
    href: '/admin/contacts',
    matches: ['/admin/contacts', '/admin/collections/contacts'],
  },
  { label: 'Leads', href: '/admin/leads', matches: ['/admin/leads', '/admin/collections/leads'] },
]

/** The spec's short admin paths lead to Payload's screens (used by next.config.ts). */
export const adminPathRedirects = [
  { source: '/admin/dashboard', destination: '/admin' },
  { source: '/admin/contacts', destination: '/admin/collections/contacts' },
  { source: '/admin/contacts/:id', destination: '/admin/collections/contacts/:id' },
  { source: '/admin/leads', destination: '/admin/collections/leads' },
  { source: '/admin/leads/:id', destination: '/admin/collections/leads/:id' },
  // The reset page needs the token from the e-mail; without one, ask for a new e-mail.
  { source: '/admin/reset-password', destination: '/admin/forgot-password' },
]

/** The entry whose screen is showing: exact match, or the longest matching prefix. */
export function currentNavItem(pathname: string, items: AdminNavItem[] = adminNavItems) {
  const path = pathname.replace(/\/+$/, '') || '/'
  let best: AdminNavItem | undefined
  let bestLength = -1
  for (const item of items) {
    for (const match of item.matches) {
      const exact = path === match
      const prefix = match !== '/admin' && path.startsWith(`${match}/`)
      if ((exact || prefix) && match.length > bestLength) {
        best = item
        bestLength = match.length
      }
    }
  }
  return best
}
