import { AuthenticationError, type CollectionBeforeLoginHook } from 'payload'

/**
 * An inactive admin gets the same generic answer as a wrong password, so the sign-in form
 * never tells whether an address belongs to an account.
 */
export const refuseInactiveLogin: CollectionBeforeLoginHook = ({ req, user }) => {
  if (user.is_active !== true) throw new AuthenticationError(req.t)
  return user
}
