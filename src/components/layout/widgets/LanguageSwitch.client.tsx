'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useParams, useRouter as useNextRouter } from 'next/navigation'
import { useRef, useTransition } from 'react'

import { createSwitchLock } from '@/components/layout/widgets/switch-lock'
import { localeStorageKey, locales, type Locale } from '@/i18n/locales'
import { usePathname, useRouter } from '@/i18n/navigation'

function rememberLanguage(locale: Locale) {
  try {
    window.localStorage.setItem(localeStorageKey, locale)
  } catch (error) {
    console.warn('Language preference not saved', error)
  }
}

/** Floating vertical FR / EN switch: same page, other language; the choice is remembered. */
export function LanguageSwitch() {
  const t = useTranslations('language')
  const current = useLocale() as Locale
  const pathname = usePathname()
  const params = useParams()
  const router = useRouter()
  const nextRouter = useNextRouter()
  const lock = useRef(createSwitchLock())
  const [pending, startTransition] = useTransition()

  const switchTo = (locale: Locale, now: number) => {
    if (locale === current || !lock.current.tryAcquire(now)) return
    rememberLanguage(locale)
    // Pages whose address is data (a blog article) name their other-language page in the DOM.
    const alternate = document.querySelector<HTMLElement>(`[data-language-alternate="${locale}"]`)
    const alternateHref = alternate?.dataset.href
    if (alternateHref) {
      startTransition(() => nextRouter.push(alternateHref, { scroll: true }))
      return
    }
    startTransition(() => {
      // The pathname is the internal route; next-intl maps it to the other language's slug and
      // fills in the route's parameters (a project's slug is the same in both languages). The
      // cast: the current route's params are, by construction, the ones its template names.
      router.replace({ pathname, params } as Parameters<typeof router.replace>[0], {
        locale,
        scroll: false,
      })
    })
  }

  return (
    <div
      role="group"
      aria-label={t('label')}
      data-testid="language-switch"
      className="fixed right-0 top-1/2 z-30 flex -translate-y-1/2 flex-col overflow-hidden rounded-l-lg border border-r-0 border-[var(--border)] bg-[var(--background)] shadow-md"
    >
      {locales.map((locale) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          aria-pressed={locale === current}
          aria-label={t('switchTo', { language: t(locale) })}
          disabled={pending}
          onClick={(event) => switchTo(locale, event.timeStamp)}
          className="grid min-h-11 min-w-11 place-items-center px-2 text-xs font-bold uppercase aria-pressed:bg-[var(--accent)] aria-pressed:text-[var(--accent-foreground)]"
        >
          {locale}
        </button>
      ))}
    </div>
  )
}
