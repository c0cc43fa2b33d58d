import { getURLFromRedirectError } from 'next/dist/client/components/redirect'
import { isRedirectError } from 'next/dist/client/components/redirect-error'

/**
 * Where a `redirect()` sends the browser, read from what it throws; null for any other error.
 * For callers of a server action outside a request (tests), which see the throw itself.
 */
export function redirectTarget(error: unknown): string | null {
  return isRedirectError(error) ? getURLFromRedirectError(error) : null
}
