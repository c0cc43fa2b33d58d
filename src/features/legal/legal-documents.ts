import type { Locale } from '@/i18n/locales'

/** The four legal pages, by key, with their internal pathname (slugs are in pathnames.ts). */
export const legalPaths = {
  privacy: '/politique-confidentialite',
  terms: '/conditions-generales',
  sales: '/conditions-generales-vente',
  notices: '/mentions-legales',
} as const

export type LegalKey = keyof typeof legalPaths
export type LegalPathname = (typeof legalPaths)[LegalKey]

export const legalKeys = Object.keys(legalPaths) as LegalKey[]

/**
 * The terms of sale as a PDF, one file per language, served outside the localized pages (a path
 * with a dot is never touched by the language redirects).
 */
export const termsPdfFiles: Record<Locale, string> = {
  fr: 'conditions-generales-vente.pdf',
  en: 'general-terms-of-sale.pdf',
}

export const DOCUMENTS_PATH = '/documents'

export function termsPdfPath(locale: Locale): string {
  return `${DOCUMENTS_PATH}/${termsPdfFiles[locale]}`
}

/** The language of a requested PDF file name, or undefined for any other name. */
export function termsPdfLocale(file: string): Locale | undefined {
  const entry = Object.entries(termsPdfFiles).find(([, name]) => name === file)
  return entry ? (entry[0] as Locale) : undefined
}
