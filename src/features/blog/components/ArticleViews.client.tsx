'use client'

import { type ReactNode, useEffect, useState } from 'react'

import { formatMessage } from '@/i18n/format-message'
import type { Locale } from '@/i18n/locales'

type Props = {
  id: number
  /** The count the page was rendered with: what a reader without JavaScript keeps. */
  count: number
  /** The owner's threshold: below it a new article's "3 vues" sells nothing. */
  shownFrom: number
  /** The `blogArticle.views` message, an ICU plural on `count`. */
  label: string
  locale: Locale
  /** False in the back office's preview: the owner's reading is not a view. */
  counts: boolean
  /** The eye icon, drawn by the server. */
  children: ReactNode
}

/**
 * The view count in the byline, and the request that counts the view. The article is a cached
 * page, so the count in its HTML is the one of the moment it was rendered; the view's answer
 * carries the current count, shown instead, and reveals it once past the threshold. Until then
 * the item keeps its place in the row, empty, so that nothing moves when it appears.
 */
export function ArticleViews({ id, count, shownFrom, label, locale, counts, children }: Props) {
  const [views, setViews] = useState(count)

  useEffect(() => {
    if (!counts) return
    void fetch(`/api/blog-articles/${id}/view`, { method: 'POST', keepalive: true })
      .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
      .then((body) => {
        const current = (body as { views?: unknown } | null)?.views
        if (typeof current === 'number') setViews(current)
      })
      // A view that is not counted changes nothing for the reader.
      .catch(() => undefined)
  }, [id, counts])

  const shown = views >= shownFrom
  if (!shown && !counts) return null
  return shown ? (
    <span className="inline-flex min-w-24 items-center gap-1" data-testid="view-count">
      {children}
      {formatMessage(label, { count: views }, locale)}
    </span>
  ) : (
    <span className="min-w-24" aria-hidden="true" />
  )
}
