'use client'

import { useEffect } from 'react'

/**
 * Counts one view when the article is shown. The page stays a cached, static response; the
 * count is a separate request whose failure is ignored.
 */
export function ArticleViewBeacon({ id }: { id: number }) {
  useEffect(() => {
    const url = `/api/blog-articles/${id}/view`
    const sent = typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url)
    if (!sent) void fetch(url, { method: 'POST', keepalive: true }).catch(() => undefined)
  }, [id])
  return null
}
