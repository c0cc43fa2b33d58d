import { revalidateTag } from 'next/cache'
import type { PayloadRequest } from 'payload'

/**
 * Expires a cache tag after an admin change. Immediately rather than stale-while-revalidate:
 * an unpublished project or a corrected alt text must not be shown to one more visitor.
 * Next.js applies it once the request is done (the change committed), and the cache handler
 * (src/platform/cache/cache-handler.mjs) shares it with the other instances.
 */
export function expireCacheTag(req: PayloadRequest, tag: string): void {
  // Outside a Next.js server (seed, tests) there is no cache to invalidate.
  if (req.context.skipRevalidate) return
  try {
    revalidateTag(tag, { expire: 0 })
  } catch {
    req.payload.logger.debug(`"${tag}" changed outside a Next.js request; no cache to expire`)
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
