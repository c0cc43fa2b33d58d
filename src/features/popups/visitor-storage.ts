import { parseStamp, seenKey, SHOWN_THIS_VISIT_KEY } from '@/features/popups/eligibility'

/**
 * The visitor's popup memory. Storage can be missing or refused (private modes, strict
 * settings): reading then says "nothing seen" and writing does nothing, which at worst shows a
 * popup again on a later visit.
 */
function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key)
  } catch {
    return null
  }
}

function write(storage: () => Storage, key: string, value: string): void {
  try {
    storage().setItem(key, value)
  } catch {
    // See above: forgetting is the only consequence.
  }
}

const session = () => window.sessionStorage
const local = () => window.localStorage

export const visitorStorage = {
  shownThisVisit: () => read(session, SHOWN_THIS_VISIT_KEY) !== null,
  lastSeen: (id: number) => parseStamp(read(local, seenKey(id))),
  /** One popup a visit, and this one not again before its frequency cap. */
  markShown: (id: number, now: number) => {
    write(session, SHOWN_THIS_VISIT_KEY, String(id))
    write(local, seenKey(id), String(now))
  },
}
