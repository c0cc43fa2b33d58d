import { redirect } from 'next/navigation'
import type { PayloadRequest } from 'payload'

import { awaitsSecondFactor, isActiveAdminUser } from '@/access/isActiveAdmin'
import type { AdminUser } from '@/payload-types'

/**
 * Payload guards its own admin views, not the custom ones (SEO Manager, Calendrier, Sécurité):
 * each calls this first, so a visitor is sent to the sign-in page, which brings them back here.
 */
export function requireActiveAdmin(user: PayloadRequest['user'], path: string): AdminUser {
  if (user?.collection === 'admin-users' && user.is_active === true && awaitsSecondFactor(user)) {
    redirect(`/admin/two-factor?${new URLSearchParams({ redirect: path })}`)
  }
  if (!user || user.collection !== 'admin-users' || !isActiveAdminUser(user)) {
    redirect(`/admin/login?${new URLSearchParams({ redirect: path })}`)
  }
  return user
}
