import { revalidateTag } from 'next/cache'
import { after } from 'next/server'
import type { PayloadRequest } from 'payload'

import { shareExpiredTag, sharesCacheTags } from '@/features/cache/shared-tags'

/**
 * Expires a cache tag after an admin change. Immediately rather than stale-while-revalidate:
 * an unpublished project or a corrected alt text must not be shown to one more visitor.
 */
export function expireCacheTag(req: PayloadRequest, tag: string): void {
  // Outside a Next.js server (seed, tests) there is no cache to invalidate.
  if (req.context.skipRevalidate) return
  try {
    revalidateTag(tag, { expire: 0 })
  } catch {
    req.payload.logger.debug(`"${tag}" changed outside a Next.js request; no cache to expire`)
    return
  }
  // The other instances expire it too (src/features/cache/shared-tags.ts), once the response is
  // sent: the change is committed by then. Told while the save's transaction is still open,
  // another instance could render the old content again and keep it as fresh.
  if (sharesCacheTags()) after(() => shareExpiredTag(req.payload, tag))
}

/** The afterChange and afterDelete hooks of a collection whose public pages are cached under `tag`. */
export function expireTagOnChange(tag: string) {
  return {
    afterChange: [
      <T>({ doc, req }: { doc: T; req: PayloadRequest }): T => {
        expireCacheTag(req, tag)
        return doc
      },
    ],
    afterDelete: [
      <T>({ doc, req }: { doc: T; req: PayloadRequest }): T => {
        expireCacheTag(req, tag)
        return doc
      },
    ],
  }
}
