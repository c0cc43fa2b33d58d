import { connectedFrom } from '@/platform/rate-limit/client-address-for-tests'

/**
 * What Next.js gives a back-office server action from the request it runs in, for calling the
 * site's real actions outside a Next server (`vi.mock('next/headers')`): the headers of a
 * browser signed in with the session `actAs` names, or of nobody.
 */
let token = ''
let visitor = 0

/** The session (its token) the next actions run under; empty for an anonymous caller. */
export function actAs(sessionToken: string): void {
  token = sessionToken
}

/** Every call comes from another address, so no rate limit stands in for a refusal. */
export async function headers(): Promise<Headers> {
  visitor += 1
  const list = new Headers(connectedFrom(`198.18.${Math.floor(visitor / 250)}.${visitor % 250}`))
  if (token) list.set('Authorization', `JWT ${token}`)
  return list
}

export type ActionOutcome =
  | { kind: 'redirect'; to: string }
  | { kind: 'returned'; value: unknown }
  | { kind: 'crashed'; error: unknown }

/**
 * How an action ended: Next.js's `redirect()` throws an error whose digest names the target,
 * which the browser follows; anything else thrown would be a 500 page.
 */
export async function outcomeOf(action: () => Promise<unknown>): Promise<ActionOutcome> {
  try {
    return { kind: 'returned', value: await action() }
  } catch (error) {
    const digest = (error as { digest?: unknown } | null)?.digest
    if (typeof digest === 'string' && digest.startsWith('NEXT_REDIRECT;')) {
      return { kind: 'redirect', to: digest.split(';')[2] ?? '' }
    }
    return { kind: 'crashed', error }
  }
}
