import { prices } from '@/config/site'
import type { BookingService } from '@/features/booking/services'
import type { Locale } from '@/i18n/locales'

/** A service a new site offers on its booking page, with its line in each language. */
export type SeededService = {
  service: BookingService
  minutes: number
  /** Euros; null is free. */
  price: number | null
  line: Record<Locale, string>
}

/**
 * What a new site offers: the free call, then three paid hours a visitor can tell apart at a
 * glance, priced as the price list sells them (the audit's flat rate, consulting by the hour).
 * The owner changes the list in the back office.
 */
export const seededServices: readonly SeededService[] = [
  {
    service: 'consultation-gratuite',
    minutes: 30,
    price: null,
    line: {
      fr: 'Un premier échange sans engagement pour faire le point sur votre projet et les pistes possibles.',
      en: 'A first call with no commitment to review your project and the options open to you.',
    },
  },
  {
    service: 'audit-technique',
    minutes: 60,
    price: prices.audit.amount,
    line: {
      fr: 'Vitesse, sécurité, référencement et accessibilité de votre site passés au crible, avec un plan d’action priorisé.',
      en: 'Your site’s speed, security, search visibility and accessibility checked, with a prioritised action plan.',
    },
  },
  {
    service: 'ia',
    minutes: 60,
    price: prices.conseil.amount,
    line: {
      fr: 'Repérer les tâches que l’IA peut faire à votre place (e-mails, devis, documents) et choisir par où commencer.',
      en: 'Find the tasks AI can take off your hands (e-mails, quotes, documents) and choose where to start.',
    },
  },
  {
    service: 'accompagnement-projet',
    minutes: 60,
    price: prices.conseil.amount,
    line: {
      fr: 'Une heure de conseil pour cadrer votre projet web, comparer des devis ou débloquer une situation.',
      en: 'An hour of advice to scope your web project, compare quotes or get it unstuck.',
    },
  },
]

/** The seed as the settings' rows, each line in one language (the global stores one per write). */
export function seededRows(locale: Locale) {
  return seededServices.map(({ service, minutes, price, line }) => ({
    service,
    minutes,
    price,
    description: line[locale],
  }))
}
