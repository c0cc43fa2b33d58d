'use client'

import type { NextIntlClientProvider } from 'next-intl'
import { type ComponentProps, type ComponentType, useEffect, useState } from 'react'

import { isLikelyBot, MANAGER_DELAY_MS, SHOWN_THIS_VISIT_KEY } from '@/features/popups/eligibility'
import type { Locale } from '@/i18n/locales'

function shownThisVisit(): boolean {
  try {
    return window.sessionStorage.getItem(SHOWN_THIS_VISIT_KEY) !== null
  } catch {
    return false
  }
}

type Loaded = { Manager: ComponentType; IntlProvider: typeof NextIntlClientProvider }

/**
 * Loads the popup manager 3 s after the page has loaded, so popups cost
 * nothing on first paint and nothing at all for crawlers or for a visitor who already saw one
 * this visit. Rendered by the shell; renders nothing until then, and nothing on the server.
 * next-intl's client comes with the manager: the shell's other islands do without it.
 */
export function PopupLauncher({
  locale,
  messages,
}: {
  locale: Locale
  messages: ComponentProps<typeof NextIntlClientProvider>['messages']
}) {
  const [loaded, setLoaded] = useState<Loaded | null>(null)

  useEffect(() => {
    if (isLikelyBot(window.navigator.userAgent) || shownThisVisit()) return
    let cancelled = false
    let timer: number | undefined
    const load = () => {
      timer = window.setTimeout(() => {
        Promise.all([
          import('@/features/popups/components/PopupManager.client'),
          import('next-intl'),
        ])
          .then(([{ PopupManager }, intl]) => {
            if (!cancelled)
              setLoaded({ Manager: PopupManager, IntlProvider: intl.NextIntlClientProvider })
          })
          // A popup that fails to load is no reason to bother the visitor with an error.
          .catch((error: unknown) => console.warn('Popup manager not loaded', error))
      }, MANAGER_DELAY_MS)
    }
    if (document.readyState === 'complete') load()
    else window.addEventListener('load', load, { once: true })
    return () => {
      cancelled = true
      window.clearTimeout(timer)
      window.removeEventListener('load', load)
    }
  }, [])

  if (!loaded) return null
  return (
    <loaded.IntlProvider locale={locale} messages={messages}>
      <loaded.Manager />
    </loaded.IntlProvider>
  )
}
