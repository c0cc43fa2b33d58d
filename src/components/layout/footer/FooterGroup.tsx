import type { ReactNode } from 'react'

import { Icon } from '@/components/ui/icons/Icon'

/**
 * One of the footer's link groups: folded on a phone, where the open groups would fill three
 * screens, and laid out in columns from the md breakpoint (`footer.css` shows the content of a
 * closed group there, so the columns need no script and never move). A `<details>`: it opens
 * without JavaScript too, and its links are in the page once.
 */
export function FooterGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <details data-footer-group className="footer-group group">
      <summary>
        <h2 className="eyebrow">{title}</h2>
        <Icon name="chevron-down" className="chevron" />
      </summary>
      {children}
    </details>
  )
}
