import type { MouseEvent } from 'react'

import type { LanguageLabels } from '@/components/layout/shell-labels'
import type { LanguageLink } from '@/components/layout/widgets/language-links'
import { createSwitchLock } from '@/components/layout/widgets/switch-lock'
import { localeCookieString, localeStorageKey, type Locale } from '@/i18n/locales'

/** The switch of the page on screen, for the mobile menu, which offers the same links. */
export type PageLanguages = { labels: LanguageLabels; links: LanguageLink[] }

let published: PageLanguages | null = null
const listeners = new Set<() => void>()

/** Called by the page's switch when it mounts; the returned function withdraws it. */
export function publishPageLanguages(languages: PageLanguages): () => void {
  published = languages
  listeners.forEach((listener) => listener())
  return () => {
    // The next page's switch may have mounted first: only its own entry is withdrawn.
    if (published !== languages) return
    published = null
    listeners.forEach((listener) => listener())
  }
}

export function subscribePageLanguages(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export const pageLanguages = () => published

function rememberLanguage(locale: Locale) {
  try {
    window.localStorage.setItem(localeStorageKey, locale)
  } catch (error) {
    console.warn('Language preference not saved', error)
  }
  // The cookie next-intl's middleware reads to send the bare address to this language.
  document.cookie = localeCookieString(locale)
}

// One lock for every copy of the switch (the page's and the menu's).
const lock = createSwitchLock()

/**
 * A click on a language link: remembered (local storage and cookie), then followed like any
 * link (the shell's link navigation). A second click within the lock's 300 ms is dropped, and
 * the current language's link stays where it is.
 */
export function chooseLanguage(event: MouseEvent<HTMLAnchorElement>, link: LanguageLink) {
  if (!lock.tryAcquire(event.timeStamp)) {
    event.preventDefault()
    return
  }
  rememberLanguage(link.locale)
  if (link.current) event.preventDefault()
}
