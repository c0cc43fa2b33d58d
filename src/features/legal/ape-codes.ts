import type { Locale } from '@/i18n/locales'

/**
 * The activity names (INSEE's NAF rev. 2) of the codes a web, software or training business is
 * registered under. The legal notices print the name after the code; a code outside this list
 * is printed alone rather than with a wrong or made-up name.
 */
const activities: Record<string, Record<Locale, string>> = {
  '5829C': { fr: 'Édition de logiciels applicatifs', en: 'Application software publishing' },
  '6201Z': { fr: 'Programmation informatique', en: 'Computer programming activities' },
  '6202A': {
    fr: 'Conseil en systèmes et logiciels informatiques',
    en: 'Computer consultancy activities',
  },
  '6203Z': {
    fr: 'Gestion d’installations informatiques',
    en: 'Computer facilities management activities',
  },
  '6209Z': {
    fr: 'Autres activités informatiques',
    en: 'Other information technology and computer service activities',
  },
  '6311Z': {
    fr: 'Traitement de données, hébergement et activités connexes',
    en: 'Data processing, hosting and related activities',
  },
  '6312Z': { fr: 'Portails Internet', en: 'Web portals' },
  '7022Z': {
    fr: 'Conseil pour les affaires et autres conseils de gestion',
    en: 'Business and other management consultancy activities',
  },
  '7410Z': { fr: 'Activités spécialisées de design', en: 'Specialised design activities' },
  '8559A': { fr: 'Formation continue d’adultes', en: 'Adult continuing education' },
}

/** "6201Z – Programmation informatique"; "6201Z" alone for a code without a known name. */
export function apeCodeText(code: string, locale: Locale): string {
  const normalized = code.replace(/[\s.]/g, '').toUpperCase()
  const activity = activities[normalized]?.[locale]
  return activity ? `${normalized} – ${activity}` : normalized
}
