'use client'

import { useDocumentInfo } from '@payloadcms/ui'
import { useEffect, useRef, useState } from 'react'

import { useAdminText } from '@/features/admin-shell/use-admin-text'
import type { Feed } from '@/features/leads/activity/feed-query'
import { FeedList } from '@/features/leads/admin/FeedList.client'
import { NoteComposer } from '@/features/leads/admin/NoteComposer.client'
import { refreshFeed } from '@/features/leads/admin/lead-actions'

type Props = { leadId: number; initial: Feed; historyHref: string }

/** The feed stays current: read again after each save of the page (a status change adds a line). */
export function LeadActivity({ leadId, initial, historyHref }: Props) {
  const { t, language } = useAdminText()
  const { lastUpdateTime } = useDocumentInfo()
  const [feed, setFeed] = useState(initial)
  const seen = useRef(lastUpdateTime)

  useEffect(() => {
    if (seen.current === lastUpdateTime) return
    seen.current = lastUpdateTime
    let live = true
    void refreshFeed(leadId, language)
      .then((next) => {
        if (live && next) setFeed(next)
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [lastUpdateTime, leadId, language])

  return (
    <section className="site-lead-feed" aria-labelledby="lead-feed-title">
      <h2 id="lead-feed-title">{t('custom:leads:activity')}</h2>
      <NoteComposer leadId={leadId} onSaved={setFeed} />
      {feed.items.length ? <FeedList items={feed.items} /> : <p>{t('custom:leads:feedEmpty')}</p>}
      {feed.total > feed.items.length ? (
        <p className="site-lead-feed__more">
          {t('custom:leads:feedShown', { count: feed.items.length })}{' '}
          <a href={historyHref}>{t('custom:leads:feedAll')}</a>
        </p>
      ) : null}
    </section>
  )
}
