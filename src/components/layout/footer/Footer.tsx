import { getTranslations } from 'next-intl/server'

import '@/components/layout/footer/footer.css'

import { FooterContact } from '@/components/layout/footer/FooterContact'
import { FooterGroup } from '@/components/layout/footer/FooterGroup'
import { footerColumns, legalLinks } from '@/components/layout/footer/footer-links'
import { LatestArticles, type FooterArticle } from '@/components/layout/footer/LatestArticles'
import { NewsletterSignUp } from '@/features/newsletter/components/NewsletterSignUp'
import type { PublicSiteSettings } from '@/features/site-settings/public-settings'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'

type Props = {
  locale: Locale
  settings: PublicSiteSettings
  articles: FooterArticle[] | 'error'
}

// The links' style, once on each list rather than on each of the 23 links: a class is written
// twice per page, in the HTML and in the React payload that hydrates it.
const footerLinkList = 'footer-links'

/**
 * Site footer: contact and newsletter always in view, the link groups folded on a phone and in
 * columns from the md breakpoint, the legal links with the copyright line at the end.
 */
export async function Footer({ locale, settings, articles }: Props) {
  const t = await getTranslations({ locale, namespace: 'footer' })
  const a11y = await getTranslations({ locale, namespace: 'a11y' })
  return (
    <footer className="mt-24 border-t border-(--border) bg-(--muted)">
      <div className="mx-auto grid max-w-page gap-6 px-4 pt-8 pb-4 sm:px-6 md:gap-10 md:py-14 lg:grid-cols-[1.2fr_2fr]">
        <div className="space-y-6">
          <div>
            <p className="text-xl font-extrabold">{settings.siteName}</p>
            <p className="mt-2 max-w-sm text-sm muted md:text-base">{t('tagline')}</p>
          </div>
          <FooterContact locale={locale} settings={settings} />
          <NewsletterSignUp locale={locale} source="footer" className="max-w-sm" />
        </div>
        <div className="grid border-t border-(--border) md:grid-cols-2 md:gap-8 md:border-t-0 lg:grid-cols-3">
          <nav aria-label={a11y('footerNavigation')} className="contents">
            {footerColumns.map((column) => (
              <FooterGroup key={column.title} title={t(column.title)}>
                <ul className={footerLinkList}>
                  {column.links.map((link) => (
                    <li key={link.key}>
                      <Link href={link.href}>{t(`links.${link.key}`)}</Link>
                    </li>
                  ))}
                </ul>
              </FooterGroup>
            ))}
          </nav>
          <LatestArticles locale={locale} articles={articles} />
        </div>
      </div>
      {/* On a phone the floating buttons cover the bottom corners of the screen: the page ends
          with room for them, so its last links can be scrolled clear of them. Without
          JavaScript they follow the footer instead. */}
      <div className="border-t border-(--border) px-4 pt-3 pb-20 text-sm noscript:pb-6 sm:px-6 md:pt-4 md:pb-6">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 md:flex-row md:items-center md:justify-between">
          <nav aria-label={t('legalTitle')}>
            <ul className="flex flex-wrap gap-x-5 [&_a]:inline-flex [&_a]:min-h-10 [&_a]:items-center [&_a]:hover:underline md:[&_a]:min-h-8">
              {legalLinks.map((link) => (
                <li key={link.key}>
                  <Link href={link.href}>{t(`links.${link.key}`)}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <p className="muted">
            © {new Date().getFullYear()} {settings.siteName}. {t('rights')}
          </p>
        </div>
      </div>
    </footer>
  )
}
