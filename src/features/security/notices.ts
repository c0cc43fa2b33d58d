/** The Sécurité screen's address and the messages its actions come back with. */
export const SECURITY_PATH = '/admin/security'

/** Each notice's text is `custom:twoFactor:notice-<name>` in the admin translations. */
export const SECURITY_NOTICES = [
  'revoked',
  'unlocked',
  'activated',
  'deactivated',
  'reset-sent',
  'two-factor-off',
  'two-factor-removed',
  'password-needed',
  'self',
  'unknown',
] as const

export type SecurityNotice = (typeof SECURITY_NOTICES)[number]

export const securityNoticeHref = (notice: SecurityNotice) =>
  `${SECURITY_PATH}?${new URLSearchParams({ notice })}`

export function securityNotice(value: unknown): { key: SecurityNotice; error: boolean } | null {
  const key = SECURITY_NOTICES.find((notice) => notice === value)
  if (!key) return null
  return { key, error: key === 'self' || key === 'unknown' || key === 'password-needed' }
}
