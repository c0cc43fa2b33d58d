'use client'

import { useEffect, useSyncExternalStore } from 'react'

import type { LanguageLabels } from '@/components/layout/shell-labels'
import {
  chooseLanguage,
  pageLanguages,
  publishPageLanguages,
  subscribePageLanguages,
} from '@/components/layout/widgets/language-choice'
import type { LanguageLink } from '@/components/layout/widgets/language-links'

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
 * could be cached). Plain links: it works without JavaScript. From the md breakpoint it floats
 * at the right edge, vertically; on a phone it would cover the text
 * there, so it closes the page's content instead, and the mobile menu offers it too.
 */
export function LanguageSwitch({
  labels,
  links,
}: {
  labels: LanguageLabels
  links: LanguageLink[]
}) {
  useEffect(() => publishPageLanguages({ labels, links }), [labels, links])
  return (
    <nav
      aria-label={labels.label}
      data-testid="language-switch"
      className="mx-auto mt-16 flex max-w-7xl items-center justify-end gap-3 px-4 sm:px-6 md:fixed md:right-0 md:top-1/2 md:z-30 md:m-0 md:block md:-translate-y-1/2 md:p-0"
    >
      <span aria-hidden="true" className="text-sm font-semibold muted md:hidden">
        {labels.label}
      </span>
      <LanguageLinks
        labels={labels}
        links={links}
        className="flex overflow-hidden rounded-lg border border-(--border) bg-(--background) md:flex-col md:rounded-r-none md:border-r-0 md:shadow-md"
      />
    </nav>
  )
}

/** The switch of the page on screen, for the mobile menu (null before a page published one). */
export function usePageLanguages() {
  return useSyncExternalStore(subscribePageLanguages, pageLanguages, () => null)
}
