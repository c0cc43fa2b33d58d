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

/*
 * Where the bar holds its links, by its width inside the padding, with the site's fonts: the
 * logo takes 155 px, the home page's sections 406 px and the main pages 331 px, the widest
 * primary button 222 px, the ring and the menu button 52 px each with their gaps. Every
 * threshold leaves 30 px or more; below it the links are in the menu, and the menu button
 * shows wherever a link is not in the bar.
 */
const homeLayout = {
  nav: '@min-[60rem]:block',
  pages: 'hidden @min-[77rem]:block',
  menu: '@min-[77rem]:hidden',
}
const pageLayout = { nav: '@min-[54rem]:block', pages: undefined, menu: '@min-[54rem]:hidden' }

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
  const layout = onHome ? homeLayout : pageLayout
  const logoClicks = useRef(createClickBurst(2, 600))
  const ctaClicks = useRef(createClickBurst(5, 3000))
  const [debug, showDebug] = useTimedFlag(3000)
  const [celebrating, celebrate] = useTimedFlag(3000)

  return (
    <header
      data-site-header
      className="fixed inset-x-0 top-0 z-40 h-18 border-b border-(--border) bg-(--background)/95 backdrop-blur"
    >
      {/* Its parts show by the bar's own width, measured in rem: a larger text size preference
          hands the links to the menu sooner instead of wrapping them. */}
      <div className="@container mx-auto flex h-full max-w-page items-center justify-between gap-2 px-4 sm:gap-4 sm:px-6">
        <a
          href={links.home}
          data-testid="header-logo"
          aria-label={`${siteName} – ${labels.home}`}
          onClick={(event) => logoClicks.current.register(event.timeStamp) && showDebug()}
          className="flex min-h-11 shrink-0 items-center gap-2 text-base font-extrabold tracking-tight whitespace-nowrap @min-[22rem]:text-lg"
        >
          {logo ?? (
            <span aria-hidden="true" className="inline-block size-3 rounded-full bg-brand" />
          )}
          {siteName}
        </a>
        <nav aria-label={labels.navigation} className={`hidden ${layout.nav}`}>
          <ul className="flex items-center gap-1 whitespace-nowrap">
            {entries.map((entry) => (
              // On the home page its sections come first; the main pages join them where the
              // bar is wide enough, and are always in the menu.
              <li key={entry.href} className={entry.kind === 'page' ? layout.pages : undefined}>
                <a href={entry.href} aria-current={entry.current} className="header-link">
                  {entry.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex shrink-0 items-center gap-2">
          {/* Below 17rem (320 px at a larger text size) the logo needs its room. */}
          <div className="hidden @min-[17rem]:contents">
            <ScrollRing label={(percent) => fillPercent(labels.scrollProgress, percent)} />
          </div>
          <a
            href={links.cta[ctaTarget(active)]}
            data-testid="header-cta"
            onClick={(event) => ctaClicks.current.register(event.timeStamp) && celebrate()}
            className="hidden min-h-11 items-center rounded-lg bg-(--accent) px-4 text-sm font-semibold whitespace-nowrap text-(--accent-foreground) @min-[37rem]:inline-flex"
          >
            {labels.cta[active ?? 'default']}
          </a>
          <MobileMenu
            labels={labels}
            links={links}
            entries={entries}
            icons={menuIcons}
            className={layout.menu}
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
