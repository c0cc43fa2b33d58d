/** What the audit log records, with the French label the back office shows. */
export const AUDIT_ACTIONS = [
  { value: 'create', label: 'Création' },
  { value: 'update', label: 'Modification' },
  { value: 'delete', label: 'Suppression' },
  { value: 'unlock', label: 'Déverrouillage' },
  { value: 'revoke-session', label: 'Session révoquée' },
  { value: 'password-reset', label: 'Lien de réinitialisation envoyé' },
  { value: 'deactivate', label: 'Désactivation' },
  { value: 'activate', label: 'Réactivation' },
] as const

export type AuditAction = (typeof AUDIT_ACTIONS)[number]['value']

export function auditActionLabel(action: string): string {
  return AUDIT_ACTIONS.find((a) => a.value === action)?.label ?? action
}

/**
 * One line a person can read in the list, with the admin's labels:
 * "Modification : Lead #12 (Statut, Notes)".
 */
export function auditSummary(
  action: AuditAction,
  entityLabel: string,
  recordId: string | null,
  fields: string[],
): string {
  const target = recordId ? `${entityLabel} #${recordId}` : entityLabel
  const detail = fields.length ? ` (${fields.join(', ')})` : ''
  return `${auditActionLabel(action)} : ${target}${detail}`.slice(0, 500)
}
