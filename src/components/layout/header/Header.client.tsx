'use client'

import { usePathname } from 'next/navigation'
import { type ReactNode, useRef } from 'react'

import { MobileMenu } from '@/components/layout/header/MobileMenu.client'
import { navEntries } from '@/components/layout/header/nav-entries'
import { ScrollRing } from '@/components/layout/header/ScrollRing.client'
import { ctaTarget, fillPercent } from '@/components/layout/header/sections'
import { useActiveSection } from '@/components/layout/header/useActiveSection'
import { createClickBurst } from '@/components/layout/widgets/click-bursts'
import type { HeaderLabels, ShellLinks } from '@/components/layout/shell-labels'
import { useTimedFlag } from '@/components/layout/widgets/useTimedFlag'

/**
 * Fixed header: the home page's anchors there, links to the main pages on every
 * page, scroll ring, primary button, mobile menu.
 */
export function Header({
  siteName,
  logo,
  labels,
  links,
  menuIcons,
}: {
  siteName: string
  /** The owner's logo, drawn on the server (no image code in the browser); the dot without one. */
  logo?: ReactNode
  labels: HeaderLabels
  /** Resolved on the server: no route table in the browser. */
  links: ShellLinks
  /** Drawn on the server: no icon library in the browser. */
  menuIcons: { open: ReactNode; close: ReactNode }
}) {
  const active = useActiveSection()
  const entries = navEntries(usePathname(), labels, links, active)
  const onHome = entries.some((entry) => entry.kind === 'section')
  const logoClicks = useRef(createClickBurst(2, 600))
  const ctaClicks = useRef(createClickBurst(5, 3000))
  const [debug, showDebug] = useTimedFlag(3000)
  const [celebrating, celebrate] = useTimedFlag(3000)

  return (
    <header className="fixed inset-x-0 top-0 z-40 h-18 border-b border-(--border) bg-(--background)/95 backdrop-blur">
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <a
          href={links.home}
          data-testid="header-logo"
          aria-label={`${siteName} – ${labels.home}`}
          onClick={(event) => logoClicks.current.register(event.timeStamp) && showDebug()}
          className="flex min-h-11 items-center gap-2 text-lg font-extrabold tracking-tight"
        >
          {logo ?? (
            <span aria-hidden="true" className="inline-block size-3 rounded-full bg-brand" />
          )}
          {siteName}
        </a>
        <nav aria-label={labels.navigation} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {entries.map((entry) => (
              // On the home page its sections come first; the main pages join them where the
              // bar is wide enough, and are always in the mobile menu.
              <li
                key={entry.href}
                className={onHome && entry.kind === 'page' ? 'hidden xl:block' : undefined}
              >
                <a href={entry.href} aria-current={entry.current} className="header-link">
                  {entry.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <ScrollRing label={(percent) => fillPercent(labels.scrollProgress, percent)} />
          <a
            href={links.cta[ctaTarget(active)]}
            data-testid="header-cta"
            onClick={(event) => ctaClicks.current.register(event.timeStamp) && celebrate()}
            className="hidden min-h-11 items-center rounded-lg bg-(--accent) px-4 text-sm font-semibold text-(--accent-foreground) sm:inline-flex"
          >
            {labels.cta[active ?? 'default']}
          </a>
          <MobileMenu
            labels={labels}
            links={links}
            entries={entries}
            icons={menuIcons}
            className="md:hidden"
          />
        </div>
      </div>
      <div
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 top-20 z-50 flex justify-center"
      >
        {debug ? (
          <div
            data-testid="debug-overlay"
            className="rounded-lg bg-ink px-4 py-3 font-mono text-sm text-white shadow-lg"
          >
            <strong>{labels.debugTitle}</strong> · {labels.debugText}
          </div>
        ) : null}
        {celebrating ? (
          <div
            data-testid="celebration"
            className="rounded-lg bg-(--accent) px-5 py-3 font-semibold text-(--accent-foreground) shadow-lg"
          >
            <span aria-hidden="true">🎉 </span>
            {labels.celebration}
          </div>
        ) : null}
      </div>
    </header>
  )
}
