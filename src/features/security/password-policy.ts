import { adminLanguage, adminTable } from '@/i18n/admin-table'

/** The shortest admin password accepted, wherever it is set (ADMIN_PASSWORD included). */
export const PASSWORD_MIN_LENGTH = 12

export type PasswordProblem = 'tooShort' | 'tooCommon'

export const passwordPolicyTranslations = adminTable(
  {
    tooShort: `Le mot de passe doit compter au moins ${PASSWORD_MIN_LENGTH} caractères.`,
    tooCommon:
      'Ce mot de passe est trop courant ou trop facile à deviner. Choisissez-en un autre, par exemple quelques mots sans rapport entre eux.',
    currentRequired:
      'Saisissez votre mot de passe actuel pour changer votre mot de passe ou votre e-mail.',
    currentRequiredOther:
      'Saisissez votre propre mot de passe actuel pour changer le mot de passe ou l’e-mail d’un autre administrateur.',
    currentWrong: 'Le mot de passe actuel est incorrect.',
    currentLabel: 'Votre mot de passe actuel',
    currentDescription:
      'Demandé seulement pour changer un mot de passe ou une adresse e-mail, sur votre compte comme sur celui d’un autre administrateur (qui en sera averti par e-mail).',
  },
  {
    tooShort: `The password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
    tooCommon:
      'This password is too common or too easy to guess. Choose another one, for example a few unrelated words.',
    currentRequired: 'Enter your current password to change your password or your e-mail.',
    currentRequiredOther:
      'Enter your own current password to change another administrator’s password or e-mail.',
    currentWrong: 'The current password is incorrect.',
    currentLabel: 'Your current password',
    currentDescription:
      'Asked only to change a password or an e-mail address, on your account as on another administrator’s (who will be told by e-mail).',
  },
)

export type PasswordPolicyMessage = keyof typeof passwordPolicyTranslations.fr

/** A message of the policy in the back office's language (French unless English is chosen). */
export function passwordPolicyMessage(
  key: PasswordPolicyMessage,
  language: string | undefined,
): string {
  return passwordPolicyTranslations[adminLanguage(language)][key]
}
