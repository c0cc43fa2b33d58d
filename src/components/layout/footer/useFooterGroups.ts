'use client'

import { useEffect } from 'react'

/** Where the footer's groups stand in columns (`footer.css`). */
const COLUMNS = '(min-width: 48rem)'

/**
 * The footer's groups, folded `<details>` in the server's HTML, are columns from the md
 * breakpoint, where their style shows a closed group's links: opening them there tells
 * assistive technologies what the eye sees, and shows the links in a browser without that
 * style. Back at a phone's width they fold again; a phone's own choices are left alone.
 */
export function useFooterGroups() {
  useEffect(() => {
    const columns = window.matchMedia(COLUMNS)
    const sync = (open: boolean) => {
      for (const group of document.querySelectorAll<HTMLDetailsElement>('[data-footer-group]')) {
        group.open = open
      }
    }
    if (columns.matches) sync(true)
    const onChange = () => sync(columns.matches)
    columns.addEventListener('change', onChange)
    return () => columns.removeEventListener('change', onChange)
  }, [])
}
