import {
  Accessibility,
  CalendarDays,
  Contrast,
  Mail,
  Menu,
  MessageCircle,
  Moon,
  Phone,
  Sun,
  Type,
  X,
} from 'lucide-react'
import { getMessages, getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { Footer } from '@/components/layout/footer/Footer'
import { Header } from '@/components/layout/header/Header.client'
import { PopupLauncher } from '@/components/layout/PopupLauncher.client'
import { shellLabels, shellLinks } from '@/components/layout/shell-labels'
import { StatusTextProvider } from '@/components/layout/StatusText.client'
import { AccessibilityWidget } from '@/components/layout/widgets/AccessibilityWidget.client'
import { ContactMenu } from '@/components/layout/widgets/ContactMenu.client'
import { LanguageSwitch } from '@/components/layout/widgets/LanguageSwitch.client'
import { LinkNavigation } from '@/components/layout/widgets/LinkNavigation.client'
import { ShellEffects } from '@/components/layout/widgets/ShellEffects.client'
import { Toaster } from '@/components/ui/Toaster.client'
import { env } from '@/config/env'
import { PwaLauncher } from '@/features/pwa/components/PwaLauncher.client'
import { WebVitalsReporter } from '@/features/seo/vitals/WebVitalsReporter.client'
import { footerArticles } from '@/features/blog/footer-articles'
import { getSiteSettings } from '@/features/site-settings/get-site-settings'
import type { Locale } from '@/i18n/locales'

type Props = { locale: Locale; children: ReactNode }

export async function SiteShell({ locale, children }: Props) {
  const t = await getTranslations({ locale, namespace: 'a11y' })
  const messages = await getMessages({ locale })
  const settings = await getSiteSettings()
  const articles = await footerArticles(locale)
  const labels = await shellLabels(locale)
  const links = shellLinks(locale)
  // Server-drawn icons, handed to the islands: lucide's components stay out of the browser.
  const small = { 'aria-hidden': true, className: 'size-4' } as const
  const large = { 'aria-hidden': true, className: 'size-6' } as const
  return (
    // No next-intl provider here: the islands get their texts as props (`shell-labels.ts`), so
    // next-intl's client and its ICU parser stay out of the pages. The popups and the install
    // invitation, loaded seconds after the page, bring it along with their own messages.
    <StatusTextProvider text={labels.status} links={links}>
      <a
        href="#main-content"
        className="sr-only z-[100] rounded bg-[var(--accent)] px-4 py-2 text-[var(--accent-foreground)] focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {t('skipToContent')}
      </a>
      <Header
        siteName={settings.siteName}
        labels={labels.header}
        links={links}
        menuIcons={{
          open: <Menu aria-hidden="true" className="size-5" />,
          close: <X aria-hidden="true" className="size-5" />,
        }}
      />
      <main id="main-content" tabIndex={-1} className="pt-18 outline-none">
        {children}
      </main>
      <Footer locale={locale} settings={settings} articles={articles} />
      <aside aria-label={t('tools')}>
        <LanguageSwitch labels={labels.language} />
        <AccessibilityWidget
          labels={labels.accessibility}
          icons={{
            toggle: <Accessibility {...large} />,
            fontSize: <Type {...small} />,
            contrast: <Contrast {...small} />,
            dark: <Moon {...small} />,
            light: <Sun {...small} />,
          }}
        />
        <ContactMenu
          phone={settings.phone}
          labels={labels.contactMenu}
          links={links}
          icons={{
            open: <MessageCircle {...large} />,
            close: <X {...large} />,
            call: <Phone {...small} />,
            book: <CalendarDays {...small} />,
            contact: <Mail {...small} />,
          }}
        />
      </aside>
      <LinkNavigation label={labels.status.loadingPage} />
      <ShellEffects labels={labels.easterEggs} />
      <PopupLauncher locale={locale} messages={{ popups: messages.popups }} />
      <PwaLauncher locale={locale} messages={{ installPrompt: messages.installPrompt }} />
      <WebVitalsReporter sampleRate={env().WEB_VITALS_SAMPLE_RATE} />
      <Toaster />
    </StatusTextProvider>
  )
}
