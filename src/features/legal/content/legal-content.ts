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
import type { Locale } from '@/i18n/locales'

export type PlainLegalKey = Exclude<LegalKey, 'sales'>

const documents: Record<PlainLegalKey, Record<Locale, LegalDocument>> = {
  privacy: { fr: privacyFr, en: privacyEn },
  terms: { fr: termsOfUseFr, en: termsOfUseEn },
  notices: { fr: legalNoticesFr, en: legalNoticesEn },
}

const termsOfSale: Record<Locale, TermsOfSaleContent> = { fr: termsOfSaleFr, en: termsOfSaleEn }

export function legalDocument(key: PlainLegalKey, locale: Locale): LegalDocument {
  return documents[key][locale]
}

export function termsOfSaleContent(locale: Locale): TermsOfSaleContent {
  return termsOfSale[locale]
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
export function termsOfSaleDocument(locale: Locale): LegalDocument {
  const content = termsOfSaleContent(locale)
  return {
    title: content.title,
    description: content.description,
    lastUpdated: content.lastUpdated,
    sections: termsSections(content),
  }
}
