import path from 'node:path'

import type { Config } from 'payload'

import { site } from '@/config/site'

/** The back office frame: French, the spec's paths for sign-in pages, our own navigation. */
export function adminConfig(dirname: string): NonNullable<Config['admin']> {
  return {
    user: 'admin-users',
    importMap: { baseDir: path.resolve(dirname) },
    meta: { titleSuffix: ` – ${site.name}` },
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
      header: ['/features/admin-shell/components/AdminHeader#AdminHeader'],
      beforeNavLinks: ['/features/admin-shell/components/AdminNavLinks.client#AdminNavLinks'],
      views: {
        dashboard: { Component: '/features/dashboard/admin/DashboardView#DashboardView' },
        unauthorized: { Component: '/features/security/two-factor/TwoFactorView#TwoFactorView' },
        security: {
          Component: '/features/security/admin/SecurityView#SecurityView',
          path: '/security',
        },
        seo: {
          Component: '/features/seo/admin/SeoManagerView#SeoManagerView',
          path: '/seo',
        },
        calendar: {
          Component: '/features/booking/admin/CalendarView#CalendarView',
          path: '/calendar',
        },
      },
    },
  }
}
