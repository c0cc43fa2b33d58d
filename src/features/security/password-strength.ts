import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common'

import { PASSWORD_MIN_LENGTH, type PasswordProblem } from '@/features/security/password-policy'

// Its own module: the common-password list weighs about 1.3 MB, and only code that sets a
// password loads it (not the request proxy, which reads the site's settings).
// zxcvbn's scale: 3 is "safely unguessable", about 10^8 guesses or more. Below it are the
// common passwords of its offline list (~40,000), their variants (capitals, l33t, a year or a
// few digits added) and keyboard runs, repeats and sequences, at any length.
const MIN_SCORE = 3
// zxcvbn's matching grows faster than linearly with length; beyond this nothing gets weaker.
const JUDGED_LENGTH = 100

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
