import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common'

import { adminLanguage, adminTable } from '@/i18n/admin-table'

/** The shortest admin password accepted, wherever it is set (ADMIN_PASSWORD included). */
export const PASSWORD_MIN_LENGTH = 12
// zxcvbn's scale: 3 is "safely unguessable", about 10^8 guesses or more. Below it are the
// common passwords of its offline list (~40,000), their variants (capitals, l33t, a year or a
// few digits added) and keyboard runs, repeats and sequences, at any length.
const MIN_SCORE = 3
// zxcvbn's matching grows faster than linearly with length; beyond this nothing gets weaker.
const JUDGED_LENGTH = 100

export type PasswordProblem = 'tooShort' | 'tooCommon'

let strength: ZxcvbnFactory | undefined

/**
 * What is wrong with `password` as an admin password, or undefined when it is accepted.
 * `related` are words an attacker would try first for this account (its e-mail, its name).
 */
export function passwordProblem(
  password: string,
  related: readonly string[] = [],
): PasswordProblem | undefined {
  if ([...password].length < PASSWORD_MIN_LENGTH) return 'tooShort'
  strength ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs })
  // Whole values and their parts: "claire.martin", "claire", "martin" for an e-mail's name.
  const words = related.flatMap((value) => {
    const lower = value.toLowerCase()
    return [lower, lower.split('@')[0] ?? '', ...lower.split(/[^\p{L}\p{N}]+/u)]
  })
  const judged = strength.check(password.slice(0, JUDGED_LENGTH), words.filter(Boolean))
  return judged.score < MIN_SCORE ? 'tooCommon' : undefined
}

export const passwordPolicyTranslations = adminTable(
  {
    tooShort: `Le mot de passe doit compter au moins ${PASSWORD_MIN_LENGTH} caractères.`,
    tooCommon:
      'Ce mot de passe est trop courant ou trop facile à deviner. Choisissez-en un autre, par exemple quelques mots sans rapport entre eux.',
    currentRequired:
      'Saisissez votre mot de passe actuel pour changer votre mot de passe ou votre e-mail.',
    currentWrong: 'Le mot de passe actuel est incorrect.',
    currentLabel: 'Mot de passe actuel',
    currentDescription: 'Demandé seulement pour changer votre propre mot de passe ou votre e-mail.',
  },
  {
    tooShort: `The password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
    tooCommon:
      'This password is too common or too easy to guess. Choose another one, for example a few unrelated words.',
    currentRequired: 'Enter your current password to change your password or your e-mail.',
    currentWrong: 'The current password is incorrect.',
    currentLabel: 'Current password',
    currentDescription: 'Asked only to change your own password or e-mail.',
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
