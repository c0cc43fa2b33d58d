'use client'

import { useAdminText } from '@/features/admin-shell/use-admin-text'
import type { FeedItem } from '@/features/leads/activity/feed'
import { eventIcons } from '@/features/leads/admin/event-icons'
import { eventLabel } from '@/features/leads/admin/event-labels'

/** One line per event: its kind's icon and name, what happened, when, and what lies behind it. */
export function FeedList({ items }: { items: FeedItem[] }) {
  const { t, language } = useAdminText()
  return (
    <ol className="site-lead-feed__list">
      {items.map((item) => {
        const Icon = eventIcons[item.type]
        return (
          <li key={item.id} className="site-lead-feed__item" data-type={item.type}>
            <span className="site-lead-feed__icon">
              <Icon aria-hidden="true" size={18} />
            </span>
            <div className="site-lead-feed__body">
              <p className="site-lead-feed__kind">{eventLabel(item.type, language)}</p>
              <p className="site-lead-feed__text">{item.text}</p>
              <p className="site-lead-feed__meta">
                <time dateTime={item.at}>{item.date}</time>
                {item.link ? (
                  <>
                    {' · '}
                    <a href={item.link.href}>{t(`custom:leads:open-${item.link.collection}`)}</a>
                  </>
                ) : null}
              </p>
            </div>
          </li>
        )
      })}
    </ol>
  )
}
