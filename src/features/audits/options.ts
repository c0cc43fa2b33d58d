/** Where a technical audit request stands: requested, scheduled, in progress, delivered. */
export const auditStatuses = ['requested', 'scheduled', 'in_progress', 'delivered'] as const
export type AuditStatus = (typeof auditStatuses)[number]

export const auditStatusLabels: Record<AuditStatus, string> = {
  requested: 'Demandé',
  scheduled: 'Planifié',
  in_progress: 'En cours',
  delivered: 'Livré',
}
