import type { BookingService } from '@/features/booking/services'

/** French labels for the back office and the owner's e-mails (the site uses the messages). */
export const serviceLabelsFr: Record<BookingService, string> = {
  'consultation-gratuite': 'Consultation gratuite',
  'audit-technique': 'Audit technique',
  consultation: 'Consultation',
  audit: 'Audit',
  formation: 'Formation',
  ia: 'Intégration d’IA',
  development: 'Développement',
  'strategie-digitale': 'Stratégie digitale',
  'formation-ia': 'Formation IA',
  'accompagnement-projet': 'Accompagnement de projet',
}
