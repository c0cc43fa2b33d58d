import path from 'node:path'

import type { Config } from 'payload'

import { site } from '@/config/site'
import { adminDateTimeFormat } from '@/features/admin-shell/admin-dates'

/** The back office frame: French, short sign-in paths (`/admin/login`), our own navigation. */
export function adminConfig(dirname: string): NonNullable<Config['admin']> {
  return {
    user: 'admin-users',
    importMap: { baseDir: path.resolve(dirname) },
    meta: {
      // The config is built once, before any database: the seed name here, which the admin
      // page's metadata swaps for the settings' one (screen-metadata.ts).
      titleSuffix: ` – ${site.name}`,
      // The studio's mark in the browser tab, not Payload's.
      icons: [{ rel: 'icon', type: 'image/svg+xml', url: '/icon.svg' }],
    },
    // "27 novembre 2026 à 16:15" / "November 27th, 2026 at 4:15 PM" (admin-dates.ts).
    dateFormat: adminDateTimeFormat,
    // Payload's default is Gravatar: every admin screen would send a hash of the admin's address
    // to a third party, which the pages' policy (img-src 'self') refuses anyway.
    avatar: 'default',
    routes: {
      forgot: '/forgot-password',
      reset: '/reset-password',
      // A signed-in account that may not use the back office lands on the two-factor screen:
      // an admin who owes the second step types a code there, anyone else is signed out.
      unauthorized: '/two-factor',
    },
    components: {
      graphics: {
        Logo: '/features/admin-shell/components/StudioMark#StudioLogo',
        Icon: '/features/admin-shell/components/StudioMark#StudioIcon',
      },
      header: ['/features/admin-shell/components/AdminHeader#AdminHeader'],
      providers: ['/features/admin-shell/components/DatePickerLocale.client#DatePickerLocale'],
      beforeNavLinks: ['/features/admin-shell/components/AdminNavLinks.client#AdminNavLinks'],
      // A custom view's `meta.title` is fixed: the French one here, the admin's language from
      // screen-metadata.ts (the admin page's generateMetadata).
      views: {
        dashboard: { Component: '/features/dashboard/admin/DashboardView#DashboardView' },
        unauthorized: { Component: '/features/security/two-factor/TwoFactorView#TwoFactorView' },
        security: {
          Component: '/features/security/admin/SecurityView#SecurityView',
          path: '/security',
          meta: { title: 'Sécurité' },
        },
        seo: {
          Component: '/features/seo/admin/SeoManagerView#SeoManagerView',
          path: '/seo',
          meta: { title: 'SEO Manager' },
        },
        calendar: {
          Component: '/features/booking/admin/CalendarView#CalendarView',
          path: '/calendar',
          meta: { title: 'Calendrier' },
        },
        leadBoard: {
          Component: '/features/leads/admin/LeadBoardView#LeadBoardView',
          path: '/leads/board',
          exact: true,
          meta: { title: 'Pipeline des leads' },
        },
      },
    },
  }
}
