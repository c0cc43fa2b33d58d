import type { Locale } from '@/i18n/locales'

type Words = Record<Locale, string>

/**
 * The legal forms a freelance business or a small company takes in France. A closed list, not
 * free text: each form has its wording in both languages (the English page names it in English,
 * with the French name the registry uses), and sole proprietors are their own publication
 * director, which the legal notices say differently from a company.
 */
const forms = {
  EI: {
    individual: true,
    name: {
      fr: 'Entreprise individuelle (EI)',
      en: 'Sole proprietorship (entreprise individuelle, EI)',
    },
  },
  EURL: {
    individual: false,
    name: {
      fr: 'Entreprise unipersonnelle à responsabilité limitée (EURL)',
      en: 'Single-member limited liability company (EURL)',
    },
  },
  SARL: {
    individual: false,
    name: {
      fr: 'Société à responsabilité limitée (SARL)',
      en: 'Limited liability company (SARL)',
    },
  },
  SASU: {
    individual: false,
    name: {
      fr: 'Société par actions simplifiée unipersonnelle (SASU)',
      en: 'Single-shareholder simplified joint-stock company (SASU)',
    },
  },
  SAS: {
    individual: false,
    name: {
      fr: 'Société par actions simplifiée (SAS)',
      en: 'Simplified joint-stock company (SAS)',
    },
  },
} as const satisfies Record<string, { individual: boolean; name: Words }>

export type LegalForm = keyof typeof forms

export const legalFormCodes = Object.keys(forms) as LegalForm[]

export function isLegalForm(value: unknown): value is LegalForm {
  return typeof value === 'string' && Object.hasOwn(forms, value)
}

/** "Entreprise individuelle (EI)" / "Sole proprietorship (entreprise individuelle, EI)". */
export function legalFormName(form: LegalForm, locale: Locale): string {
  return forms[form].name[locale]
}

/** A sole proprietor is the business: no company stands between them and the site. */
export function isSoleProprietorship(form: LegalForm): boolean {
  return forms[form].individual
}

/** The choices of the admin's select, labelled in both admin languages. */
export const legalFormOptions = legalFormCodes.map((code) => ({
  value: code,
  label: { fr: forms[code].name.fr, en: forms[code].name.en },
}))
