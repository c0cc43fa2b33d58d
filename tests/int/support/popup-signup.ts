import type { Payload, PayloadRequest } from 'payload'

import { connectedFrom } from '@/platform/rate-limit/client-address-for-tests'

/** The endpoint's answer: its message, and the field errors of a refusal. */
export type PopupAnswer = { status: number; message: string; errors?: Record<string, string> }

let popupCalls = 0

/**
 * The popup sign-up endpoint's handler with the request the site would pass it, for the seeded
 * lead popup. Every call comes from another address, so no rate limit stands in for a validation.
 */
export async function popupSignUp(locale: unknown, posted: unknown): Promise<PopupAnswer> {
  const { popupEndpoints } = await import('@/collections/Popups/endpoints/popup-endpoints')
  const { getPayload } = await import('payload')
  const { default: config } = await import('@payload-config')
  const payload = await getPayload({ config })
  const body =
    posted && typeof posted === 'object' && !Array.isArray(posted) ? { ...posted, locale } : posted
  const signup = popupEndpoints.find((endpoint) => endpoint.path === '/:id/signup')!
  popupCalls += 1
  const response = await signup.handler({
    payload,
    url: 'http://localhost:3000/api/popups/signup',
    headers: new Headers(
      connectedFrom(`203.0.${Math.floor(popupCalls / 250)}.${popupCalls % 250}`),
    ),
    routeParams: { id: await leadPopupId(payload) },
    json: async () => body,
  } as unknown as PayloadRequest)
  const answer = (await response.json()) as Omit<PopupAnswer, 'status'>
  return { status: response.status, ...answer }
}

async function leadPopupId(payload: Payload): Promise<number> {
  const { docs } = await payload.find({
    collection: 'popups',
    where: { kind: { equals: 'lead' } },
    overrideAccess: true,
  })
  return docs[0]!.id
}
