/** Where a lead came from (every capture form) and where it stands in the sales pipeline. */
export const leadSources = [
  'contact',
  'booking',
  'diagnostic',
  'estimate',
  'guide',
  'popup',
  'newsletter',
  'audit',
] as const
export type LeadSource = (typeof leadSources)[number]

export const leadStatuses = ['new', 'contacted', 'qualified', 'proposal', 'won', 'lost'] as const
export type LeadStatus = (typeof leadStatuses)[number]

/**
 * A timeline line is either something the person did (a capture, named by its source) or
 * something the owner did in the back office: a status change or a note.
 */
export const leadEventTypes = [...leadSources, 'status', 'note'] as const
export type LeadEventType = (typeof leadEventTypes)[number]

export const isLeadStatus = (value: unknown): value is LeadStatus =>
  typeof value === 'string' && (leadStatuses as readonly string[]).includes(value)

export const sourceLabels: Record<LeadSource, string> = {
  contact: 'Formulaire de contact',
  booking: 'Réservation',
  diagnostic: 'Diagnostic',
  estimate: 'Estimation',
  guide: 'Guide téléchargé',
  popup: 'Popup',
  newsletter: 'Newsletter',
  audit: 'Demande d’audit',
}

export const eventTypeLabels: Record<LeadEventType, string> = {
  ...sourceLabels,
  status: 'Changement de statut',
  note: 'Note',
}

export const statusLabels: Record<LeadStatus, string> = {
  new: 'Nouveau',
  contacted: 'Contacté',
  qualified: 'Qualifié',
  proposal: 'Proposition',
  won: 'Gagné',
  lost: 'Perdu',
}

/** One address, one lead: addresses are compared trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}
