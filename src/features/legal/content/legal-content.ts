import { legalNoticesEn } from '@/features/legal/content/legal-notices.en'
import { legalNoticesFr } from '@/features/legal/content/legal-notices.fr'
import type {
  LegalDocument,
  LegalSection,
  TermsOfSaleContent,
} from '@/features/legal/content/legal-types'
import { privacyEn } from '@/features/legal/content/privacy.en'
import { privacyFr } from '@/features/legal/content/privacy.fr'
import { termsOfUseEn } from '@/features/legal/content/terms-of-use.en'
import { termsOfUseFr } from '@/features/legal/content/terms-of-use.fr'
import { termsOfSaleEn } from '@/features/legal/content/terms.en'
import { termsOfSaleFr } from '@/features/legal/content/terms.fr'
import type { LegalKey } from '@/features/legal/legal-documents'
import type { PublicSiteSettings } from '@/features/site-settings/public-settings'
import { typesetTree } from '@/i18n/french-typography'
import type { Locale } from '@/i18n/locales'

export type PlainLegalKey = Exclude<LegalKey, 'sales'>

/** Each text takes the settings it prints: site name, e-mail, phone, registered office. */
type Write<T> = (settings: PublicSiteSettings) => T

const documents: Record<PlainLegalKey, Record<Locale, Write<LegalDocument>>> = {
  privacy: { fr: privacyFr, en: privacyEn },
  terms: { fr: termsOfUseFr, en: termsOfUseEn },
  notices: { fr: legalNoticesFr, en: legalNoticesEn },
}

const termsOfSale: Record<Locale, Write<TermsOfSaleContent>> = {
  fr: termsOfSaleFr,
  en: termsOfSaleEn,
}

/** A legal document with the name, contact details and registered office of the settings written in. */
export function legalDocument(
  key: PlainLegalKey,
  locale: Locale,
  settings: PublicSiteSettings,
): LegalDocument {
  return typesetTree(documents[key][locale](settings), locale)
}

export function termsOfSaleContent(
  locale: Locale,
  settings: PublicSiteSettings,
): TermsOfSaleContent {
  return typesetTree(termsOfSale[locale](settings), locale)
}

/** "Article 5 – …": numbers and anchors follow the order of the articles, never typed by hand. */
export function termsSections(content: TermsOfSaleContent): LegalSection[] {
  const articles = content.articles.map((article, index) => ({
    id: `article-${index + 1}`,
    title: `Article ${index + 1} – ${article.heading}`,
    blocks: article.blocks,
  }))
  return [content.preamble, content.definitions, ...articles]
}

/** The terms of sale as one plain document, the shape the page and the PDF both render. */
export function termsOfSaleDocument(locale: Locale, settings: PublicSiteSettings): LegalDocument {
  const content = termsOfSaleContent(locale, settings)
  return {
    title: content.title,
    description: content.description,
    lastUpdated: content.lastUpdated,
    sections: termsSections(content),
  }
}
