import type { ServerProps } from 'payload'

import { adminText } from '@/features/admin-shell/admin-i18n'

import { AdminAccountMenu } from '@/features/admin-shell/components/AdminAccountMenu.client'
import { AdminLandmarks } from '@/features/admin-shell/components/AdminLandmarks.client'
import { NavMemory } from '@/features/admin-shell/components/NavMemory.client'

/** Header of every back-office screen ("Panel Admin", its subtitle, the account menu). */
export function AdminHeader({ user, i18n }: ServerProps) {
  const { t } = adminText(i18n)
  const account =
    user && user.collection === 'admin-users' ? { name: user.name, email: user.email } : null
  return (
    <header className="site-admin-header">
      <AdminLandmarks />
      <NavMemory />
      <div>
        <p className="site-admin-header__title">{t('custom:shell:title')}</p>
        <p className="site-admin-header__subtitle">{t('custom:shell:subtitle')}</p>
      </div>
      {account ? <AdminAccountMenu name={account.name} email={account.email} /> : null}
    </header>
  )
}
