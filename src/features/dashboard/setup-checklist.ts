import { legalEntity, site } from '@/config/site'

/** The part of the settings the checklist reads (depth 1: the portrait's and logo's files). */
export type ChecklistSettings = {
  email?: string | null
  ownerEmail?: string | null
  phone?: string | null
  linkedin?: string | null
  logo?: unknown
  address?: { street?: string | null } | null
  legal?: { siret?: string | null; host?: { name?: string | null } | null } | null
  owner?: {
    name?: string | null
    portrait?: number | { filename?: string | null } | null
  } | null
}

export type SetupTask =
  | 'email'
  | 'ownerEmail'
  | 'phone'
  | 'ownerName'
  | 'portrait'
  | 'linkedin'
  | 'address'
  | 'siret'
  | 'host'
  | 'logo'
  | 'projects'
  | 'testimonials'

/** Where each task is done: the settings' field (Payload's field ids) or a collection's list. */
export const setupTaskHref: Record<SetupTask, string> = {
  email: '/admin/globals/site-settings#field-email',
  ownerEmail: '/admin/globals/site-settings#field-ownerEmail',
  phone: '/admin/globals/site-settings#field-phone',
  ownerName: '/admin/globals/site-settings#field-owner__name',
  portrait: '/admin/globals/site-settings#field-owner__portrait',
  linkedin: '/admin/globals/site-settings#field-linkedin',
  address: '/admin/globals/site-settings#field-address__street',
  siret: '/admin/globals/site-settings#field-legal__siret',
  host: '/admin/globals/site-settings#field-legal__host__name',
  logo: '/admin/globals/site-settings#field-logo',
  projects: '/admin/collections/projects',
  testimonials: '/admin/collections/testimonials',
}

/** The file name the seed's illustrated portrait is uploaded under (Payload may suffix it). */
export const SAMPLE_PORTRAIT_FILE = 'owner-portrait'

const isExampleAddress = (email: string | null | undefined) =>
  !email || /@example\.(com|org|net)$/i.test(email.trim())

function portraitIsSample(portrait: NonNullable<ChecklistSettings['owner']>['portrait']): boolean {
  if (!portrait) return true
  if (typeof portrait === 'number') return false
  return (portrait.filename ?? '').startsWith(SAMPLE_PORTRAIT_FILE)
}

/**
 * What the site still shows of the seed's samples, or lacks, before it can go online: each
 * task stays listed until its value is the owner's own. `sampleProjects` and
 * `sampleTestimonials` count the seed's projects and testimonials still published.
 */
export function setupChecklist(
  settings: ChecklistSettings,
  sampleProjects: number,
  sampleTestimonials: number,
): SetupTask[] {
  const tasks: [SetupTask, boolean][] = [
    ['email', isExampleAddress(settings.email)],
    ['ownerEmail', isExampleAddress(settings.ownerEmail)],
    ['phone', !settings.phone || settings.phone === site.phone],
    ['ownerName', !settings.owner?.name?.trim()],
    ['portrait', portraitIsSample(settings.owner?.portrait)],
    ['linkedin', !settings.linkedin || settings.linkedin === site.linkedin],
    ['address', (settings.address?.street ?? site.address.street) === site.address.street],
    ['siret', (settings.legal?.siret ?? legalEntity.siret) === legalEntity.siret],
    ['host', (settings.legal?.host?.name ?? legalEntity.host.name) === legalEntity.host.name],
    ['logo', !settings.logo],
    ['projects', sampleProjects > 0],
    ['testimonials', sampleTestimonials > 0],
  ]
  return tasks.filter(([, open]) => open).map(([task]) => task)
}
