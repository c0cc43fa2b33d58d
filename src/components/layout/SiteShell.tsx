import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { Toaster } from '@/components/ui/Toaster.client'
import type { Locale } from '@/i18n/locales'

/** Namespaces the shell's client components read; page copy stays on the server. */
const CLIENT_NAMESPACES = [
  'a11y',
  'header',
  'language',
  'footer',
  'accessibility',
  'contactMenu',
  'easterEggs',
  'status',
] as const

type Props = { locale: Locale; children: ReactNode }

export async function SiteShell({ locale, children }: Props) {
  const t = await getTranslations({ locale, namespace: 'a11y' })
  const messages = await getMessages({ locale })
  const clientMessages = Object.fromEntries(
    CLIENT_NAMESPACES.map((namespace) => [namespace, messages[namespace]]),
  )
  return (
    <NextIntlClientProvider locale={locale} messages={clientMessages}>
      <a
        href="#main-content"
        className="sr-only z-[100] rounded bg-[var(--accent)] px-4 py-2 text-[var(--accent-foreground)] focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {t('skipToContent')}
      </a>
      <main id="main-content" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <Toaster />
    </NextIntlClientProvider>
  )
}
