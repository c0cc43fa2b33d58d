import type { Payload } from 'payload'

/**
 * A new active admin, signed in with a password: the token a REST call sends as `JWT <token>`.
 * For specs that act as the owner in the back office.
 */
export async function signedInAdmin(
  payload: Payload,
  email: string,
  password = 'signed-in-admin-password-0123',
): Promise<string> {
  await payload.create({
    collection: 'admin-users',
    data: { email, password, name: 'Owner', is_active: true },
    overrideAccess: true,
  })
  const { token } = await payload.login({ collection: 'admin-users', data: { email, password } })
  if (!token) throw new Error(`${email} could not sign in`)
  return token
}
