'use client'

import { useDraggable } from '@dnd-kit/core'

import { useAdminText } from '@/features/admin-shell/use-admin-text'
import { type BoardCard as Card, cardTitle } from '@/features/leads/board/board'
import type { LeadStatus } from '@/features/leads/lead-options'
import { eventIcons } from '@/features/leads/admin/event-icons'
import { eventLabel } from '@/features/leads/admin/event-labels'
import { MoveMenu } from '@/features/leads/admin/MoveMenu.client'

/** A card as the board draws it: the day of its last activity already written by the server. */
export type ClientCard = Card & { activityDay: string | null }

type Props = { card: ClientCard; hintId: string; onMove?: (to: LeadStatus) => void }

/** What a card says of its lead: name, company, first source, last activity. */
export function CardBody({ card }: { card: ClientCard }) {
  const { t, language } = useAdminText()
  const Icon = eventIcons[card.source]
  return (
    <>
      {card.company ? <p className="site-leads-card__company">{card.company}</p> : null}
      <p className="site-leads-card__source">
        <Icon aria-hidden="true" size={16} />
        {eventLabel(card.source, language)}
      </p>
      <p className="site-leads-card__activity">
        {card.activityDay && card.lastActivityAt ? (
          <>
            {t('custom:leads:lastActivity')}{' '}
            <time className="site-leads-card__day" dateTime={card.lastActivityAt}>
              {card.activityDay}
            </time>
          </>
        ) : (
          t('custom:leads:noActivity')
        )}
      </p>
    </>
  )
}

/** A lead on the board: dragged with a mouse or a finger, moved by its menu from the keyboard. */
export function BoardCard({ card, hintId, onMove }: Props) {
  const { listeners, setNodeRef, isDragging } = useDraggable({ id: card.id })
  const title = cardTitle(card)
  const titleId = `lead-card-${card.id}`
  return (
    <article
      ref={setNodeRef}
      className="site-leads-card"
      data-dragging={isDragging || undefined}
      data-lead-id={card.id}
      aria-labelledby={titleId}
      // The mouse and touch handlers only: the card is no button, its link and menu stay the
      // keyboard's controls.
      {...listeners}
    >
      <h3 className="site-leads-card__title" id={titleId}>
        <a href={`/admin/collections/leads/${card.id}`} draggable={false}>
          {title}
        </a>
      </h3>
      <CardBody card={card} />
      {onMove ? (
        <MoveMenu
          leadId={card.id}
          title={title}
          status={card.status}
          hintId={hintId}
          onMove={onMove}
        />
      ) : null}
    </article>
  )
}
