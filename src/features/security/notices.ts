/** The Sécurité screen's address and the messages its actions come back with. */
export const SECURITY_PATH = '/admin/security'

export const SECURITY_NOTICES = {
  revoked: 'Session révoquée : elle prend fin à sa prochaine requête.',
  unlocked: 'Compte déverrouillé : l’administrateur peut de nouveau se connecter.',
  activated: 'Administrateur réactivé.',
  deactivated: 'Administrateur désactivé : ses sessions ont pris fin.',
  'reset-sent': 'Lien de réinitialisation envoyé par e-mail (voir la boîte d’envoi).',
  'two-factor-off': 'Double authentification désactivée pour votre compte.',
  'two-factor-removed':
    'Double authentification retirée : l’administrateur devra la configurer de nouveau.',
  self: 'Vous ne pouvez pas désactiver votre propre compte.',
  unknown: 'Administrateur ou session introuvable : la page a été actualisée.',
} as const

export type SecurityNotice = keyof typeof SECURITY_NOTICES

export const securityNoticeHref = (notice: SecurityNotice) =>
  `${SECURITY_PATH}?${new URLSearchParams({ notice })}`

export function securityNotice(value: unknown): { text: string; error: boolean } | null {
  if (typeof value !== 'string' || !(value in SECURITY_NOTICES)) return null
  const key = value as SecurityNotice
  return { text: SECURITY_NOTICES[key], error: key === 'self' || key === 'unknown' }
}
