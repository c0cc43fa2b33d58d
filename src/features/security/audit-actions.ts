import { auditActionLabelsEn } from '@/fields/option-labels-en'
import type { AdminLanguage } from '@/i18n/admin-table'

/** What the audit log records, with its French label (stored summaries are in French). */
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

export function auditActionLabel(action: string, language: AdminLanguage = 'fr'): string {
  const known = AUDIT_ACTIONS.find((a) => a.value === action)
  if (!known) return action
  return language === 'en' ? auditActionLabelsEn[known.value] : known.label
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
