'use client'

import { useEffect, useRef, useSyncExternalStore } from 'react'

import type { LanguageLabels } from '@/components/layout/shell-labels'
import {
  chooseLanguage,
  pageLanguages,
  publishPageLanguages,
  subscribePageLanguages,
} from '@/components/layout/widgets/language-choice'
import type { LanguageLink } from '@/components/layout/widgets/language-links'
import { useLazyStepAside } from '@/components/layout/widgets/useLazyStepAside'

/**
 * The FR / EN links: visible code, the accessible name "Passer en English" with the name in
 * its language. The current language is marked, not removed, so the pair keeps its shape.
 */
export function LanguageLinks({
  labels,
  links,
  onChoose,
  className,
}: {
  labels: LanguageLabels
  links: LanguageLink[]
  onChoose?: () => void
  className: string
}) {
  return (
    <ul className={className}>
      {links.map((link) => {
        const { before, name, after } = labels.switchTo[link.locale]
        return (
          <li key={link.locale}>
            <a
              href={link.href}
              hrefLang={link.locale}
              aria-current={link.current ? 'page' : undefined}
              onClick={(event) => {
                chooseLanguage(event, link)
                onChoose?.()
              }}
              className="grid min-h-11 min-w-11 place-items-center px-2 text-xs font-bold uppercase aria-[current=page]:bg-(--accent) aria-[current=page]:text-(--accent-foreground)"
            >
              <span aria-hidden="true">{link.locale}</span>
              <span className="sr-only">
                {before}
                <span lang={link.locale}>{name}</span>
                {after}
              </span>
            </a>
          </li>
        )
      })}
    </ul>
  )
}

/**
 * The page's language switch, rendered by the page itself (only the page knows its address in
 * the other language; the layout does not see it and must not read the request, or no page
 * could be cached). Plain links: it works without JavaScript. From the md breakpoint it floats,
 * vertically, halfway up the right edge, in the margin the page's content leaves there: 1.5rem up
 * to 1,328 px wide, where its links narrow to fit, wider beyond. Should a control still run under
 * it, it steps aside. On a phone it would cover the text, so it closes the page's content
 * instead, and the mobile menu offers it too.
 */
export function LanguageSwitch({
  labels,
  links,
}: {
  labels: LanguageLabels
  links: LanguageLink[]
}) {
  const root = useRef<HTMLElement>(null)
  const { aside, watcher } = useLazyStepAside(root, false)
  useEffect(() => publishPageLanguages({ labels, links }), [labels, links])
  return (
    <nav
      ref={root}
      aria-label={labels.label}
      data-testid="language-switch"
      data-floating-tool
      className="mx-auto mt-16 flex max-w-page items-center justify-end gap-3 px-4 sm:px-6 md:fixed md:top-1/2 md:right-0 md:z-30 md:m-0 md:block md:-translate-y-1/2 md:p-0"
    >
      <span aria-hidden="true" className="text-sm font-semibold muted md:hidden">
        {labels.label}
      </span>
      <div
        data-aside={aside || undefined}
        className="transition-[translate,opacity] duration-200 data-aside:not-focus-within:translate-x-full data-aside:not-focus-within:opacity-0"
      >
        <LanguageLinks
          labels={labels}
          links={links}
          className="flex overflow-hidden rounded-lg border border-(--border) bg-(--background) md:flex-col md:rounded-r-none md:border-r-0 md:shadow-md md:[&_a]:w-[clamp(1.4375rem,calc((100vw-80rem)/2-0.5rem),2.75rem)] md:[&_a]:min-w-0 md:[&_a]:px-0"
        />
      </div>
      {watcher}
    </nav>
  )
}

/** The switch of the page on screen, for the mobile menu (null before a page published one). */
export function usePageLanguages() {
  return useSyncExternalStore(subscribePageLanguages, pageLanguages, () => null)
}
