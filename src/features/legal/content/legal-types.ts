import type { LegalPathname } from '@/features/legal/legal-documents'

/**
 * The legal documents as data. One object per document and language feeds the web page and,
 * for the terms of sale, the PDF: the two can never say different things.
 */
export type LegalLink = { label: string; href: LegalPathname }

export type LegalBlock =
  | { kind: 'paragraph'; text: string; link?: LegalLink }
  | { kind: 'list'; items: string[] }
  /** Terms and their meaning, or labelled facts (publisher, host). */
  | { kind: 'definitions'; items: { term: string; definition: string; url?: string }[] }
  /** Small labelled records, one heading each: the data of each form, each cookie. */
  | { kind: 'records'; items: { title: string; fields: { label: string; value: string }[] }[] }

export type LegalSection = {
  /** The fragment the table of contents links to. */
  id: string
  title: string
  blocks: LegalBlock[]
}

export type LegalDocument = {
  title: string
  /** The page’s lead and meta description. */
  description: string
  /** ISO date shown as "last updated". */
  lastUpdated: string
  sections: LegalSection[]
}

export type TermsArticle = { heading: string; blocks: LegalBlock[] }

/** The general terms of sale: the numbered articles get their number and anchor from their rank. */
export type TermsOfSaleContent = {
  title: string
  description: string
  lastUpdated: string
  preamble: LegalSection
  definitions: LegalSection
  articles: TermsArticle[]
  keyPoints: { title: string; items: string[] }
  contact: { title: string; text: string }
}
