import type { Payload } from 'payload'

import { passwordProblem } from '@/features/security/password-strength'

type Credentials = { email?: string; password?: string }

/**
 * With ADMIN_EMAIL and ADMIN_PASSWORD set, a database without admins gets that active admin.
 * Without them Payload's create-first-admin screen stays available. Existing admins are never
 * touched, so the variables cannot be used to take over an account.
 */
export async function ensureInitialAdmin(
  payload: Payload,
  credentials: Credentials,
): Promise<void> {
  if (!credentials.email || !credentials.password) return
  // Checked whether or not an admin exists, so a weak setting is caught on the first start.
  if (passwordProblem(credentials.password, [credentials.email])) {
    throw new Error(
      'ADMIN_PASSWORD is too common or too easy to guess: choose another one (a few unrelated words)',
    )
  }
  const existing = await payload.count({ collection: 'admin-users', overrideAccess: true })
  if (existing.totalDocs > 0) return
  await payload.create({
    collection: 'admin-users',
    data: {
      email: credentials.email,
      password: credentials.password,
      name: 'Administrateur',
      is_active: true,
    },
    overrideAccess: true,
  })
  // The address is the owner's personal data: the log says which setting it came from.
  payload.logger.info('Created the first admin account (ADMIN_EMAIL)')
}
