import type { BilingualText } from '@/i18n/admin-table'

/**
 * The back office's own navigation: eleven main entries, always in this order:
 * Dashboard, SEO Manager, Contacts, Leads, Audits, Rendez-vous, Calendrier, Diagnostics,
 * Calculs ROI, Popups, Sécurité. An entry is listed only once its screen exists, so the menu
 * never holds a dead link: each feature adds its line here, at its place in that order.
 */
export type AdminNavItem = {
  /** In both admin languages: the menu shows the one the admin chose. */
  label: BilingualText
  href: `/admin/${string}`
  /** Paths that also mark this entry as current (Payload's own URLs for the same screen). */
  matches: string[]
}

/** A screen that is a Payload collection list, reached by a short path (`/admin/leads`). */
type CollectionScreen = {
  label: BilingualText
  short: string
  collection: string
  /** Our own screens under the short path (`/admin/leads/board`): not taken for a record id. */
  views?: string[]
}

const collectionItem = ({ label, short, collection }: CollectionScreen): AdminNavItem => ({
  label,
  href: `/admin/${short}`,
  matches: [`/admin/${short}`, `/admin/collections/${collection}`],
})

const specScreens: CollectionScreen[] = [
  { label: { fr: 'Contacts', en: 'Contacts' }, short: 'contacts', collection: 'contacts' },
  { label: { fr: 'Leads', en: 'Leads' }, short: 'leads', collection: 'leads', views: ['board'] },
  { label: { fr: 'Audits', en: 'Audits' }, short: 'audits', collection: 'audits' },
  {
    label: { fr: 'Rendez-vous', en: 'Appointments' },
    short: 'appointments',
    collection: 'appointments',
  },
  {
    label: { fr: 'Diagnostics', en: 'Diagnostics' },
    short: 'diagnostics',
    collection: 'diagnostics',
  },
  { label: { fr: 'Calculs ROI', en: 'ROI calculations' }, short: 'roi', collection: 'roi' },
  { label: { fr: 'Popups', en: 'Popups' }, short: 'popups', collection: 'popups' },
]

/** Screens outside the eleven main entries, listed below them. */
const extraScreens: CollectionScreen[] = [
  { label: { fr: 'Blog', en: 'Blog' }, short: 'blog', collection: 'blog-articles' },
  { label: { fr: 'Réalisations', en: 'Projects' }, short: 'projects', collection: 'projects' },
  {
    label: { fr: 'Témoignages', en: 'Testimonials' },
    short: 'testimonials',
    collection: 'testimonials',
  },
  {
    label: { fr: 'Newsletter', en: 'Newsletter' },
    short: 'newsletter',
    collection: 'newsletter-subscribers',
  },
  {
    label: { fr: 'Guides téléchargés', en: 'Downloaded guides' },
    short: 'guides',
    collection: 'guide-downloads',
  },
  { label: { fr: 'Boîte d’envoi', en: 'Outbox' }, short: 'outbox', collection: 'email-outbox' },
]

export const adminNavItems: AdminNavItem[] = [
  {
    label: { fr: 'Dashboard', en: 'Dashboard' },
    href: '/admin/dashboard',
    matches: ['/admin', '/admin/dashboard'],
  },
  // The custom view of src/features/seo/admin/SeoManagerView.tsx; records open in Payload's form.
  {
    label: { fr: 'SEO Manager', en: 'SEO Manager' },
    href: '/admin/seo',
    matches: ['/admin/seo', '/admin/collections/seo-pages'],
  },
  ...specScreens.slice(0, 4).map(collectionItem),
  // Not a collection list: the custom view of src/features/booking/admin/CalendarView.tsx.
  {
    label: { fr: 'Calendrier', en: 'Calendar' },
    href: '/admin/calendar',
    matches: ['/admin/calendar'],
  },
  ...specScreens.slice(4).map(collectionItem),
  // The custom view of src/features/security/admin/SecurityView.tsx.
  {
    label: { fr: 'Sécurité', en: 'Security' },
    href: '/admin/security',
    matches: [
      '/admin/security',
      '/admin/collections/admin-sign-ins',
      '/admin/collections/audit-log',
    ],
  },
]

export const adminExtraNavItems: AdminNavItem[] = extraScreens.map(collectionItem)

/** The collections our navigation reaches (the SEO Manager lists the SEO records). */
export const navCollections: string[] = [
  'seo-pages',
  ...[...specScreens, ...extraScreens].map(({ collection }) => collection),
]

/** The short admin paths lead to Payload's screens (used by next.config.ts). */
export const adminPathRedirects = [
  { source: '/admin/dashboard', destination: '/admin' },
  ...[...specScreens, ...extraScreens].flatMap(({ short, collection, views }) => [
    { source: `/admin/${short}`, destination: `/admin/collections/${collection}` },
    {
      // With screens of its own beside the list, only a record's id (or `create`) is redirected.
      source: `/admin/${short}/:id${views ? '(\\d+|create)' : ''}`,
      destination: `/admin/collections/${collection}/:id`,
    },
  ]),
  // The reset page needs the token from the e-mail; without one, ask for a new e-mail.
  { source: '/admin/reset-password', destination: '/admin/forgot-password' },
]

/** The entry whose screen is showing: exact match, or the longest matching prefix. */
export function currentNavItem(
  pathname: string,
  items: AdminNavItem[] = [...adminNavItems, ...adminExtraNavItems],
) {
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
