import type { ServiceKey } from '@/config/site'
import type { projectTypes } from '@/features/contact/options'

export type ContactProjectType = (typeof projectTypes)[number]

/**
 * The contact form's "type of solution" each service page preselects (`/contact?projectType=`).
 * The PWA goes under "marketing", the option the form labels "PWA and digital marketing"; the
 * estimator files its projects the other way round with the same pairs.
 */
export const contactProjectType: Record<ServiceKey, ContactProjectType> = {
  audit: 'audit',
  pwa: 'marketing',
  webapps: 'webapp',
  ia: 'automation',
  formation: 'formation',
  conseil: 'consulting',
}

/** The contact page, opened on the form with this service's project type chosen. */
export function serviceContactHref(service: ServiceKey) {
  return { pathname: '/contact', query: { projectType: contactProjectType[service] } } as const
}
