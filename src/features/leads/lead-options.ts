/** Where a lead came from and what happened to it (PRODUCT.md section 3). */
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

export const sourceLabels: Record<LeadSource, string> = {
  contact: 'Formulaire de contact',
  booking: 'Réservation',
  diagnostic: 'Diagnostic',
  estimate: 'Estimation',
  guide: 'Guide téléchargé',
  popup: 'Popup',
  newsletter: 'Newsletter',
  audit: "Demande d'audit",
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
