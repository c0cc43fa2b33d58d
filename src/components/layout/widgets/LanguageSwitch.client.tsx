'use client'

import { useParams, usePathname, useRouter } from 'next/navigation'
import { useRef, useTransition } from 'react'

import type { LanguageLabels } from '@/components/layout/shell-labels'
import { createSwitchLock } from '@/components/layout/widgets/switch-lock'
import { useRouteLocale } from '@/i18n/client-navigation'
import { localeStorageKey, locales, type Locale } from '@/i18n/locales'

function rememberLanguage(locale: Locale) {
  try {
    window.localStorage.setItem(localeStorageKey, locale)
  } catch (error) {
    console.warn('Language preference not saved', error)
  }
}

/** Floating vertical FR / EN switch: same page, other language; the choice is remembered. */
export function LanguageSwitch({ labels }: { labels: LanguageLabels }) {
  const current = useRouteLocale()
  const pathname = usePathname()
  const params = useParams()
  const router = useRouter()
  const lock = useRef(createSwitchLock())
  const [pending, startTransition] = useTransition()

  const switchTo = (locale: Locale, now: number) => {
    if (locale === current || !lock.current.tryAcquire(now)) return
    rememberLanguage(locale)
    // Pages whose address is data (a blog article) name their other-language page in the DOM.
    const alternate = document.querySelector<HTMLElement>(`[data-language-alternate="${locale}"]`)
    const alternateHref = alternate?.dataset.href
    if (alternateHref) {
      startTransition(() => router.push(alternateHref, { scroll: true }))
      return
    }
    // The route table comes with the first switch: the address of the same page in the other
    // language (its internal route, filled with the route's parameters: a project's slug is the
    // same in both languages), and the cookie next-intl's router writes on a language change.
    void import('@/i18n/client-routes')
      .then(({ internalPathname, localeCookieString, localizedPathname }) => {
        const route = internalPathname(pathname, current)
        document.cookie = localeCookieString(locale)
        startTransition(() =>
          router.replace(localizedPathname(route, params, locale), { scroll: false }),
        )
      })
      .catch((error: unknown) => console.warn('Language switch not loaded', error))
  }

  return (
    <div
      role="group"
      aria-label={labels.label}
      data-testid="language-switch"
      className="fixed right-0 top-1/2 z-30 flex -translate-y-1/2 flex-col overflow-hidden rounded-l-lg border border-r-0 border-(--border) bg-(--background) shadow-md"
    >
      {locales.map((locale) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          aria-pressed={locale === current}
          aria-label={labels.switchTo[locale]}
          disabled={pending}
          onClick={(event) => switchTo(locale, event.timeStamp)}
          className="grid min-h-11 min-w-11 place-items-center px-2 text-xs font-bold uppercase aria-pressed:bg-(--accent) aria-pressed:text-(--accent-foreground)"
        >
          {locale}
        </button>
      ))}
    </div>
  )
}
