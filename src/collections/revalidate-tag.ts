import { revalidateTag } from 'next/cache'
import type { PayloadRequest } from 'payload'

import { recordExpiredTag, sharesCacheTags } from '@/features/cache/shared-tags'

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
  // The other instances expire it too (src/features/cache/shared-tags.ts).
  if (sharesCacheTags()) {
    recordExpiredTag(req.payload, tag).catch((error: unknown) =>
      req.payload.logger.error({ err: error, tag }, 'Cache tag not shared with other instances'),
    )
  }
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
