import { LegalPage } from '@/features/legal/components/LegalPage'
import { TermsOfSalePage } from '@/features/legal/components/TermsOfSalePage'
import { legalDocument, termsOfSaleContent } from '@/features/legal/content/legal-content'
import { legalPaths, type LegalKey } from '@/features/legal/legal-documents'
import { pageRoute } from '@/features/routing/page-route'
import { getSiteSettings } from '@/features/site-settings/get-site-settings'

/** The four legal routes are one page for another document: their files only name it. */
export function legalRoute(key: LegalKey) {
  return pageRoute({
    href: legalPaths[key],
    async metadata({ locale }) {
      const settings = await getSiteSettings()
      const { title, description } =
        key === 'sales'
          ? termsOfSaleContent(locale, settings)
          : legalDocument(key, locale, settings)
      return { title, description }
    },
    content: async ({ locale }) =>
      key === 'sales' ? (
        <TermsOfSalePage locale={locale} />
      ) : (
        <LegalPage
          locale={locale}
          current={key}
          document={legalDocument(key, locale, await getSiteSettings())}
        />
      ),
  })
}
