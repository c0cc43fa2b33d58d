'use client'

import { useEffect } from 'react'

/**
 * Payload's default template has no `main` landmark: its content column is a plain div. The
 * column that holds each screen is made the main region, so screen-reader users can jump to
 * it and every screen's content sits in a landmark (axe: landmark-one-main, region). Payload's
 * breadcrumb bar and list headers inside it are `header`s, which would be nested banners.
 */
export function AdminLandmarks() {
  useEffect(() => {
    const column = document.querySelector('.template-default__wrap')
    if (!column) return
    if (!document.querySelector('main, [role="main"]')) {
      column.setAttribute('role', 'main')
      column.setAttribute('aria-label', 'Contenu')
    }
    for (const header of column.querySelectorAll('header')) header.setAttribute('role', 'none')
    // Payload's side navigation is a second, unnamed navigation landmark around ours.
    document.querySelector('nav.nav__wrap:not([aria-label])')?.setAttribute('aria-label', 'Menu')
  })
  return null
}
