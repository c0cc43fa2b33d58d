import { getTranslations } from 'next-intl/server'

import { FooterContact } from '@/components/layout/footer/FooterContact'
import { footerColumns } from '@/components/layout/footer/footer-links'
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

/** Site footer: contact, link columns, latest articles, newsletter field. */
export async function Footer({ locale, settings, articles }: Props) {
  const t = await getTranslations({ locale, namespace: 'footer' })
  const a11y = await getTranslations({ locale, namespace: 'a11y' })
  return (
    <footer className="mt-24 border-t border-(--border) bg-(--muted)">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[1.2fr_2fr]">
        <div className="space-y-6">
          <div>
            <p className="text-xl font-extrabold">{settings.siteName}</p>
            <p className="mt-2 max-w-sm muted">{t('tagline')}</p>
          </div>
          <FooterContact locale={locale} settings={settings} />
          <NewsletterSignUp locale={locale} source="footer" className="max-w-sm" />
        </div>
        <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          <nav aria-label={a11y('footerNavigation')} className="contents">
            {footerColumns.map((column) => (
              <div key={column.title}>
                <h2 className="eyebrow">{t(column.title)}</h2>
                <ul className={footerLinkList}>
                  {column.links.map((link) => (
                    <li key={link.key}>
                      <Link href={link.href}>{t(`links.${link.key}`)}</Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
          <LatestArticles locale={locale} articles={articles} />
        </div>
      </div>
      {/* On a phone the floating buttons cover the bottom corners of the screen: the page ends
          with room for them, so its last links can be scrolled clear of them. Without
          JavaScript they follow the footer instead. */}
      <p className="border-t border-(--border) px-4 pt-6 pb-24 text-center text-sm muted noscript:pb-6 md:pb-6">
        © {new Date().getFullYear()} {settings.siteName}. {t('rights')}
      </p>
    </footer>
  )
}
