'use client'

import { type ReactNode, useRef } from 'react'

import type { NavEntry } from '@/components/layout/header/nav-entries'
import { useCloseOnWide } from '@/components/layout/header/useCloseOnWide'
import type { HeaderLabels, ShellLinks } from '@/components/layout/shell-labels'
import { LanguageLinks, usePageLanguages } from '@/components/layout/widgets/LanguageSwitch.client'
import { POPOVER_GROUP, useDisclosure } from '@/components/layout/widgets/useDisclosure'

/**
 * Wherever the header's bar cannot hold every link (`className` says where): the header's
 * links, the page's language switch and a Book Appointment button in a panel. A `<details>`,
 * so that it opens without JavaScript too; its links are in the page for that reason. Resized
 * to a desktop's width, it closes.
 */
export function MobileMenu({
  labels,
  links,
  entries,
  icons,
  className,
}: {
  labels: HeaderLabels
  links: ShellLinks
  entries: NavEntry[]
  icons: { open: ReactNode; close: ReactNode }
  className: string
}) {
  const root = useRef<HTMLDetailsElement>(null)
  const summary = useRef<HTMLElement>(null)
  const { open, close, expanded } = useDisclosure(root, summary)
  useCloseOnWide(open, summary, close)

  return (
    <details ref={root} name={POPOVER_GROUP} className={className ? `group ${className}` : 'group'}>
      <summary
        ref={summary}
        data-testid="mobile-menu-toggle"
        aria-expanded={expanded}
        aria-controls="mobile-menu"
        aria-label={open ? labels.closeMenu : labels.openMenu}
        className="grid size-11 cursor-pointer list-none place-items-center rounded-lg border border-(--border) [&::-webkit-details-marker]:hidden"
      >
        {/* Swapped by the element's own state, with or without JavaScript. */}
        <span className="grid group-open:hidden">{icons.open}</span>
        <span className="hidden group-open:grid">{icons.close}</span>
      </summary>
      <div
        id="mobile-menu"
        className="fixed inset-x-0 top-18 max-h-[calc(100dvh-4.5rem)] overflow-y-auto border-b border-(--border) bg-(--background) px-4 pb-6 pt-2 shadow-lg"
      >
        <MenuLinks labels={labels} links={links} entries={entries} close={close} />
      </div>
    </details>
  )
}

function MenuLinks({
  labels,
  links,
  entries,
  close,
}: {
  labels: HeaderLabels
  links: ShellLinks
  entries: NavEntry[]
  close: () => void
}) {
  // The page on screen renders its switch (only it knows its address in the other language).
  const languages = usePageLanguages()
  return (
    <>
      <nav aria-label={labels.navigation}>
        <ul className="flex flex-col">
          {entries.map((entry) => (
            <li key={entry.href}>
              <a
                href={entry.href}
                aria-current={entry.current}
                onClick={close}
                className="flex min-h-12 items-center border-b border-(--border) text-base font-medium aria-[current]:text-(--accent)"
              >
                {entry.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {languages ? (
        <nav
          aria-label={languages.labels.label}
          className="flex min-h-14 items-center justify-between gap-3 border-b border-(--border)"
        >
          <span aria-hidden="true" className="text-base font-medium">
            {languages.labels.label}
          </span>
          <LanguageLinks
            labels={languages.labels}
            links={languages.links}
            onChoose={close}
            className="flex overflow-hidden rounded-lg border border-(--border)"
          />
        </nav>
      ) : null}
      <a
        href={links.book}
        onClick={close}
        className="mt-4 flex min-h-12 items-center justify-center rounded-lg bg-(--accent) font-semibold text-(--accent-foreground)"
      >
        {labels.bookAppointment}
      </a>
    </>
  )
}
