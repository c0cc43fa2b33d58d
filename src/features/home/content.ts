import { type ServiceKey } from '@/config/site'
import type { AppPathname } from '@/i18n/pathnames'

/** Order and targets of the home page's lists; their texts live in messages under `home`. */
export const heroProblems = ['time', 'loyalty', 'site', 'team'] as const

export const serviceCards: { key: ServiceKey; href: AppPathname }[] = [
  { key: 'audit', href: '/services/audit-technique-applications-web' },
  { key: 'pwa', href: '/services/pwa-progressive-web-apps' },
  { key: 'webapps', href: '/services/applications-web-sur-mesure' },
  { key: 'ia', href: '/services/integration-intelligence-artificielle' },
  { key: 'formation', href: '/services/formation-technique-developpement' },
  { key: 'conseil', href: '/services/conseil-expertise-technique' },
]

export const serviceFeatures = ['one', 'two', 'three'] as const

export const problemItems = ['repetitive', 'return', 'site', 'tools'] as const

export const solutionItems = ['automation', 'pwa', 'audit', 'training'] as const

/** Methodology durations in weeks (spec section 9). */
export const methodSteps = [
  { key: 'discovery', weeks: '1-2' },
  { key: 'design', weeks: '2-3' },
  { key: 'build', weeks: '4-8' },
  { key: 'launch', weeks: '1-2' },
] as const

export const testimonialItems = ['retail', 'accounting', 'craft'] as const

export const diagnosticSteps = ['revenue', 'tasks', 'challenge'] as const

export const faqItems = [
  'price',
  'delay',
  'consultation',
  'response',
  'payment',
  'ownership',
  'maintenance',
] as const
