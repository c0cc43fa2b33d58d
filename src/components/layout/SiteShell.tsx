import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { Footer } from '@/components/layout/footer/Footer'
import { Header } from '@/components/layout/header/Header.client'
import { PopupLauncher } from '@/components/layout/PopupLauncher.client'
import { AccessibilityWidget } from '@/components/layout/widgets/AccessibilityWidget.client'
import { ContactMenu } from '@/components/layout/widgets/ContactMenu.client'
import { LanguageSwitch } from '@/components/layout/widgets/LanguageSwitch.client'
import { NavigationStatus } from '@/components/layout/widgets/NavigationStatus.client'
import { ShellEffects } from '@/components/layout/widgets/ShellEffects.client'
import { Toaster } from '@/components/ui/Toaster.client'
import { env } from '@/config/env'
import { PwaLauncher } from '@/features/pwa/components/PwaLauncher.client'
import { WebVitalsReporter } from '@/features/seo/vitals/WebVitalsReporter.client'
import { footerArticles } from '@/features/blog/footer-articles'
import { getSiteSettings } from '@/features/site-settings/get-site-settings'
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
  'popups',
  'installPrompt',
] as const

type Props = { locale: Locale; children: ReactNode }

export async function SiteShell({ locale, children }: Props) {
  const t = await getTranslations({ locale, namespace: 'a11y' })
  const messages = await getMessages({ locale })
  const settings = await getSiteSettings()
  const articles = await footerArticles(locale)
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
      <Header siteName={settings.siteName} />
      <main id="main-content" tabIndex={-1} className="pt-18 outline-none">
        {children}
      </main>
      <Footer locale={locale} settings={settings} articles={articles} />
      <aside aria-label={t('tools')}>
        <LanguageSwitch />
        <AccessibilityWidget />
        <ContactMenu phone={settings.phone} />
      </aside>
      <NavigationStatus />
      <ShellEffects />
      <PopupLauncher />
      <PwaLauncher />
      <WebVitalsReporter sampleRate={env().WEB_VITALS_SAMPLE_RATE} />
      <Toaster />
    </NextIntlClientProvider>
  )
}
