'use client'

import type { NextIntlClientProvider } from 'next-intl'
import { type ComponentProps, type ComponentType, useEffect, useState } from 'react'

// Imported eagerly: it starts listening for the browser's install event, which may come early.
import '@/features/pwa-demo/install-prompt-store'
import { INSTALL_PROMPT_DELAY_MS } from '@/features/pwa/install-timing'
import type { Locale } from '@/i18n/locales'

type Loaded = { Prompt: ComponentType; IntlProvider: typeof NextIntlClientProvider }

/**
 * Registers the service worker once the page has loaded, then loads the install invitation
 * 2 s later: nothing of either weighs on the first paint. next-intl's
 * client comes with the invitation: the shell's other islands do without it.
 */
export function PwaLauncher({
  locale,
  messages,
}: {
  locale: Locale
  messages: ComponentProps<typeof NextIntlClientProvider>['messages']
}) {
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  useEffect(() => {
    let timer: number | undefined
    const start = () => {
      if ('serviceWorker' in navigator) {
        navigator.serviceWorker.register('/serwist/sw.js', { scope: '/' }).catch(() => undefined)
      }
      timer = window.setTimeout(() => {
        Promise.all([import('@/features/pwa/components/InstallPrompt.client'), import('next-intl')])
          .then(([{ InstallPrompt }, intl]) =>
            setLoaded({ Prompt: InstallPrompt, IntlProvider: intl.NextIntlClientProvider }),
          )
          .catch(() => undefined)
      }, INSTALL_PROMPT_DELAY_MS)
    }
    if (document.readyState === 'complete') start()
    else window.addEventListener('load', start, { once: true })
    return () => window.clearTimeout(timer)
  }, [])
  if (!loaded) return null
  return (
    <loaded.IntlProvider locale={locale} messages={messages}>
      <loaded.Prompt />
    </loaded.IntlProvider>
  )
}
