'use client'

import { type MouseEvent, type ReactNode, useRef } from 'react'

import type { ContactMenuLabels } from '@/components/layout/shell-labels'
import { POPOVER_GROUP, useDisclosure } from '@/components/layout/widgets/useDisclosure'
import { useLazyStepAside } from '@/components/layout/widgets/useLazyStepAside'

/**
 * Bottom-right button opening call, booking and contact (`menu`, drawn by the server). A
 * `<details>`: it opens without JavaScript too. On a phone it steps aside while it would cover a
 * control.
 */
export function ContactMenu({
  labels,
  icons,
  menu,
}: {
  labels: Pick<ContactMenuLabels, 'open' | 'close'>
  /** Drawn on the server: no icon library in the browser. */
  icons: Record<'open' | 'close', ReactNode>
  menu: ReactNode
}) {
  const root = useRef<HTMLDivElement>(null)
  const summary = useRef<HTMLElement>(null)
  const { open, close, expanded } = useDisclosure(root, summary)
  const { aside, watcher } = useLazyStepAside(root, open)
  // A chosen link closes the menu, for the page it leads to or the call it starts.
  const onMenuClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) close()
  }

  return (
    <div
      ref={root}
      data-floating-tool
      className="fixed bottom-4 right-4 z-30 noscript:max-md:relative noscript:max-md:inset-auto"
    >
      <details
        name={POPOVER_GROUP}
        data-aside={aside || undefined}
        className="group transition-[translate,opacity] duration-200 data-aside:not-focus-within:translate-x-[calc(100%+1rem)] data-aside:not-focus-within:opacity-0"
      >
        <summary
          ref={summary}
          data-testid="contact-menu-toggle"
          aria-expanded={expanded}
          aria-controls="contact-menu"
          aria-label={open ? labels.close : labels.open}
          className="grid size-12 cursor-pointer list-none place-items-center rounded-full bg-(--accent) text-(--accent-foreground) shadow-lg sm:size-14 [&::-webkit-details-marker]:hidden"
        >
          {/* Swapped by the element's own state, with or without JavaScript. */}
          <span className="grid group-open:hidden">{icons.open}</span>
          <span className="hidden group-open:grid">{icons.close}</span>
        </summary>
        <div
          className="absolute right-0 bottom-full hidden w-max group-open:block"
          onClick={onMenuClick}
        >
          {menu}
        </div>
      </details>
      {watcher}
    </div>
  )
}
