import { getTranslations } from 'next-intl/server'

import { Icon } from '@/components/ui/icons/Icon'
import { buttonStyles } from '@/components/ui/button-styles'
import { LegalPage } from '@/features/legal/components/LegalPage'
import { TermsContact } from '@/features/legal/components/TermsContact'
import { TermsKeyPoints } from '@/features/legal/components/TermsKeyPoints'
import { termsOfSaleContent, termsOfSaleDocument } from '@/features/legal/content/legal-content'
import { termsPdfPath } from '@/features/legal/legal-documents'
import { getSiteSettings } from '@/features/site-settings/get-site-settings'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'

/** The general terms of sale: key points, articles, contact, and the same text as a PDF. */
export async function TermsOfSalePage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'legal' })
  const settings = await getSiteSettings()
  const content = termsOfSaleContent(locale, settings)
  return (
    <LegalPage
      locale={locale}
      current="sales"
      document={termsOfSaleDocument(locale, settings)}
      actions={
        <>
          {/* A file outside the localized pages: a plain link, not the locale-aware Link. */}
          <a href={termsPdfPath(locale)} className={`${buttonStyles.primary} gap-2`}>
            <Icon name="download" className="size-5 shrink-0" />
            {t('downloadPdf')}
          </a>
          <Link href="/mentions-legales" className={buttonStyles.outline}>
            {t('legalNoticesLink')}
          </Link>
        </>
      }
      before={<TermsKeyPoints {...content.keyPoints} />}
      after={{
        entry: { id: 'contact', title: content.contact.title },
        node: (
          <TermsContact locale={locale} id="contact" settings={settings} {...content.contact} />
        ),
      }}
    />
  )
}
