import { getMessages, getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

// Imported here, not by the components that use them (pages use them too): with the shell's
// styles they join its stylesheet instead of making one more request before the first paint.
import '@/components/ui/icons/icon.css'
import '@/components/ui/patterns.css'

import { Footer } from '@/components/layout/footer/Footer'
import { Header } from '@/components/layout/header/Header.client'
import { PopupLauncher } from '@/features/popups/components/PopupLauncher.client'
import { shellLabels, shellLinks } from '@/components/layout/shell-labels'
import { StatusTextProvider } from '@/components/layout/StatusText.client'
import { AccessibilityWidget } from '@/components/layout/widgets/AccessibilityWidget.client'
import { ContactMenu } from '@/components/layout/widgets/ContactMenu.client'
import { ContactMenuList } from '@/components/layout/widgets/ContactMenuList'
import { LinkNavigation } from '@/components/layout/widgets/LinkNavigation.client'
import { ShellEffects } from '@/components/layout/widgets/ShellEffects.client'
import { Icon } from '@/components/ui/icons/Icon'
import type { IconName } from '@/components/ui/icons/icon-paths'
import { ServerImage } from '@/components/ui/ServerImage'
import { Toaster } from '@/components/ui/Toaster.client'
import { env } from '@/config/env'
import { PwaLauncher } from '@/features/pwa/components/PwaLauncher.client'
import { WebVitalsReporter } from '@/features/seo/vitals/WebVitalsReporter.client'
import { footerArticles } from '@/features/blog/queries/footer-articles'
import { getSiteSettings } from '@/features/site-settings/get-site-settings'
import { logoWidth } from '@/features/site-settings/site-logo'
import { islandMessages, pickMessages } from '@/i18n/island-messages'
import type { Locale } from '@/i18n/locales'

type Props = { locale: Locale; children: ReactNode }

export async function SiteShell({ locale, children }: Props) {
  const t = await getTranslations({ locale, namespace: 'a11y' })
  const accessibility = await getTranslations({ locale, namespace: 'accessibility' })
  const messages = await getMessages({ locale })
  const settings = await getSiteSettings()
  const articles = await footerArticles(locale)
  const labels = await shellLabels(locale)
  const links = shellLinks(locale)
  // Server-drawn icons, handed to the islands: lucide's components stay out of the browser.
  const small = (name: IconName) => <Icon name={name} className="size-4" />
  const large = (name: IconName) => <Icon name={name} className="size-6" />
  return (
    // No next-intl provider here: the islands get their texts as props (`shell-labels.ts`), so
    // next-intl's client and its ICU parser stay out of the pages. The popups and the install
    // invitation, loaded seconds after the page, bring it along with their own messages.
    <StatusTextProvider text={labels.status} links={links}>
      <a
        href="#main-content"
        className="sr-only z-[100] rounded bg-(--accent) px-4 py-2 text-(--accent-foreground) focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {t('skipToContent')}
      </a>
      <Header
        siteName={settings.siteName}
        logo={
          settings.logo ? (
            <ServerImage
              src={settings.logo.src}
              width={logoWidth(settings.logo, 32)}
              height={32}
              alt=""
              loading="eager"
              className="h-8 w-auto max-w-40 object-contain"
            />
          ) : undefined
        }
        labels={labels.header}
        links={links}
        menuIcons={{
          open: <Icon name="menu" className="size-5" />,
          close: <Icon name="x" className="size-5" />,
        }}
      />
      <main id="main-content" tabIndex={-1} className="pt-18 outline-none">
        {children}
      </main>
      <Footer locale={locale} settings={settings} articles={articles} />
      {/* The language switch is the page's own (PageLanguageSwitch): its links depend on the page.
          Without JavaScript the buttons cannot step aside on a phone: they close the page
          there instead, after the footer, where they cover nothing. */}
      <aside
        aria-label={t('tools')}
        className="noscript:max-md:flex noscript:max-md:items-end noscript:max-md:bg-(--muted) noscript:max-md:justify-between noscript:max-md:px-4 noscript:max-md:pb-4"
      >
        <AccessibilityWidget
          labels={labels.accessibility}
          icons={{
            toggle: large('accessibility'),
            fontSize: small('type'),
            contrast: small('contrast'),
            dark: small('moon'),
            light: small('sun'),
          }}
          withoutScript={
            <div className="mb-2 w-64 max-w-[calc(100vw-2rem)] rounded-xl border border-(--border) bg-(--background) p-4 text-sm shadow-xl">
              <p className="font-bold">{labels.accessibility.title}</p>
              <p className="mt-2">{accessibility('withoutScript')}</p>
            </div>
          }
        />
        <ContactMenu
          labels={{ open: labels.contactMenu.open, close: labels.contactMenu.close }}
          icons={{ open: large('message-circle'), close: large('x') }}
          menu={
            <ContactMenuList
              phone={settings.phone}
              labels={labels.contactMenu}
              links={links}
              icons={{ call: small('phone'), book: small('calendar-days'), contact: small('mail') }}
            />
          }
        />
      </aside>
      <LinkNavigation label={labels.status.loadingPage} />
      <ShellEffects labels={labels.easterEggs} />
      <PopupLauncher locale={locale} messages={pickMessages(messages, islandMessages.popups)} />
      <PwaLauncher locale={locale} messages={{ installPrompt: messages.installPrompt }} />
      <WebVitalsReporter sampleRate={env().WEB_VITALS_SAMPLE_RATE} />
      <Toaster />
    </StatusTextProvider>
  )
}
