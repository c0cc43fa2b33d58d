'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'

import {
  type AdminNavItem,
  adminExtraNavItems,
  adminNavItems,
  currentNavItem,
} from '@/features/admin-shell/nav-items'
import { useAdminText } from '@/features/admin-shell/use-admin-text'
import type { AdminLanguage } from '@/i18n/admin-table'

type ListProps = { items: AdminNavItem[]; current?: AdminNavItem; language: AdminLanguage }

function NavList({ items, current, language }: ListProps) {
  return (
    <ul>
      {items.map((item) => {
        const active = item === current
        return (
          <li key={item.href}>
            <Link
              href={item.href}
              aria-current={active ? 'page' : undefined}
              className={active ? 'site-admin-nav__link is-active' : 'site-admin-nav__link'}
            >
              {item.label[language]}
            </Link>
          </li>
        )
      })}
    </ul>
  )
}

/**
 * Rendered by Payload before its own links: the eleven main entries in their order, then the
 * other capture lists, with the current entry marked.
 */
export function AdminNavLinks() {
  const current = currentNavItem(usePathname())
  const { t, language } = useAdminText()
  return (
    <nav aria-label={t('custom:shell:title')} className="site-admin-nav">
      <NavList items={adminNavItems} current={current} language={language} />
      <p className="site-admin-nav__group">{t('custom:shell:navGroup')}</p>
      <NavList items={adminExtraNavItems} current={current} language={language} />
    </nav>
  )
}
