'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'

import { adminNavItems, currentNavItem } from '@/features/admin-shell/nav-items'

/** Rendered by Payload before its own links (Système group), with the current entry marked. */
export function AdminNavLinks() {
  const pathname = usePathname()
  const current = currentNavItem(pathname)
  return (
    <nav aria-label="Panel Admin" className="site-admin-nav">
      <ul>
        {adminNavItems.map((item) => {
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
    </nav>
  )
}
