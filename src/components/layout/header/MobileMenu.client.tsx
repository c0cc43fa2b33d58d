'use client'

import { type ReactNode, useEffect, useRef, useState } from 'react'

import type { NavEntry } from '@/components/layout/header/nav-entries'
import type { HeaderLabels, ShellLinks } from '@/components/layout/shell-labels'
import { LanguageLinks, usePageLanguages } from '@/components/layout/widgets/LanguageSwitch.client'

/**
 * Below the md breakpoint: the header's links, the page's language switch and a Book
 * Appointment button in a panel.
 */
export function MobileMenu({
  labels,
  links,
  entries,
  icons,
}: {
  labels: HeaderLabels
  links: ShellLinks
  entries: NavEntry[]
  icons: { open: ReactNode; close: ReactNode }
}) {
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      button.current?.focus()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open])

  return (
    <div className="md:hidden">
      <button
        ref={button}
        type="button"
        data-testid="mobile-menu-toggle"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? labels.closeMenu : labels.openMenu}
        onClick={() => setOpen((value) => !value)}
        className="grid size-11 place-items-center rounded-lg border border-(--border)"
      >
        {open ? icons.close : icons.open}
      </button>
      {/* Its links only while open: shut, the panel is hidden, and they would weigh on every page
          for nothing (the header's own links are the same). */}
      <div
        id="mobile-menu"
        hidden={!open}
        className="fixed inset-x-0 top-18 border-b border-(--border) bg-(--background) px-4 pb-6 pt-2 shadow-lg"
      >
        {open ? (
          <MenuLinks labels={labels} links={links} entries={entries} close={() => setOpen(false)} />
        ) : null}
      </div>
    </div>
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
