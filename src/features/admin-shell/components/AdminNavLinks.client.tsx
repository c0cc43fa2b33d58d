'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'

import {
  type AdminNavItem,
  adminExtraNavItems,
  adminNavItems,
  currentNavItem,
} from '@/features/admin-shell/nav-items'

function NavList({ items, current }: { items: AdminNavItem[]; current?: AdminNavItem }) {
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
              {item.label}
            </Link>
          </li>
        )
      })}
    </ul>
  )
}

/**
 * Rendered by Payload before its own links: the spec's entries in their order, then the other
 * capture lists, with the current entry marked.
 */
export function AdminNavLinks() {
  const current = currentNavItem(usePathname())
  return (
    <nav aria-label="Panel Admin" className="site-admin-nav">
      <NavList items={adminNavItems} current={current} />
      <p className="site-admin-nav__group">Contenus et suivi</p>
      <NavList items={adminExtraNavItems} current={current} />
    </nav>
  )
}
