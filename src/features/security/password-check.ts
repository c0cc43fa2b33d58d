import crypto from 'node:crypto'

/**
 * The password check of the sign-in guard, with Payload's own PBKDF2-SHA256 parameters (its
 * current `pbkdf2-sha256-v1:` hashes, and the older unprefixed ones), so a refusal costs the same
 * whether the address belongs to an account or not: an unknown address is checked against a
 * dummy hash that no password matches, instead of being answered at once.
 */
const CURRENT_PREFIX = 'pbkdf2-sha256-v1:'
const CURRENT = { iterations: 600_000, keyLength: 32 }
const LEGACY = { iterations: 25_000, keyLength: 512 }

type StoredPassword = { hash?: unknown; salt?: unknown }

const dummy = {
  salt: crypto.randomBytes(32).toString('hex'),
  hash: `${CURRENT_PREFIX}${'0'.repeat(CURRENT.keyLength * 2)}`,
}

function pbkdf2(password: string, salt: string, iterations: number, keyLength: number) {
  return new Promise<Buffer>((resolve, reject) => {
    crypto.pbkdf2(password, salt, iterations, keyLength, 'sha256', (error, derived) =>
      error ? reject(error) : resolve(derived),
    )
  })
}

async function matches(password: string, stored: StoredPassword): Promise<boolean> {
  if (typeof stored.hash !== 'string' || typeof stored.salt !== 'string') return false
  const current = stored.hash.startsWith(CURRENT_PREFIX)
  const { iterations, keyLength } = current ? CURRENT : LEGACY
  const expected = Buffer.from(
    current ? stored.hash.slice(CURRENT_PREFIX.length) : stored.hash,
    'hex',
  )
  const derived = await pbkdf2(password, stored.salt, iterations, keyLength)
  return derived.length === expected.length && crypto.timingSafeEqual(derived, expected)
}

/**
 * An object, not bare functions, so a test can watch that an unknown address still costs a
 * hash (`vi.spyOn(passwordCheck, 'verify')`) without measuring time.
 */
export const passwordCheck = {
  /** Whether `password` is the account's; with no account, hashes against the dummy and fails. */
  async verify(password: string, stored: StoredPassword | null): Promise<boolean> {
    const usable = typeof stored?.hash === 'string' && typeof stored.salt === 'string'
    const ok = await matches(password, usable && stored ? stored : dummy)
    return usable && ok
  },
}
