import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'

export type PopupCounter = 'views' | 'signups'

/**
 * Increments run one after another per popup in this process, so two visitors counted at the
 * same moment never both write "n + 1" (the site runs as one Node process, like its rate limits).
 */
const queues = new Map<number, Promise<unknown>>()

async function increment(payload: Payload, id: number, counter: PopupCounter, locale: Locale) {
  const popup = await payload.findByID({
    collection: 'popups',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!popup || !popup.active) return false
  await payload.update({
    collection: 'popups',
    id,
    data: { [counter]: (popup[counter] ?? 0) + 1 },
    // The language the visitor saw: the popup is complete in it, maybe not in the other one,
    // and an update validates the required texts of its locale.
    locale,
    depth: 0,
    overrideAccess: true,
  })
  return true
}

/** Adds one to a counter of an active popup; false when the popup is unknown or inactive. */
export function incrementPopupCounter(
  payload: Payload,
  id: number,
  counter: PopupCounter,
  locale: Locale,
): Promise<boolean> {
  const previous = queues.get(id) ?? Promise.resolve()
  const next = previous.catch(() => undefined).then(() => increment(payload, id, counter, locale))
  queues.set(id, next)
  void next.finally(() => {
    if (queues.get(id) === next) queues.delete(id)
  })
  return next
}
