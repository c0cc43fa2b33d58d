'use client'

import { useDroppable } from '@dnd-kit/core'
import { Button, Pill } from '@payloadcms/ui'

import { useAdminText } from '@/features/admin-shell/use-admin-text'
import { statusLabel } from '@/features/leads/activity/feed'
import {
  type BoardColumn as Column,
  columnListHref,
  hiddenCards,
} from '@/features/leads/board/board'
import type { LeadStatus } from '@/features/leads/lead-options'
import { BoardCard, type ClientCard } from '@/features/leads/admin/BoardCard.client'

type Props = {
  column: Column<ClientCard>
  hintId: string
  onMove: (leadId: number, to: LeadStatus) => void
}

/** One status of the pipeline: its count, its most recent cards, a link to all the others. */
export function BoardColumn({ column, hintId, onMove }: Props) {
  const { t, language, locale } = useAdminText()
  const { setNodeRef, isOver } = useDroppable({ id: column.status })
  const headingId = `lead-column-${column.status}`
  const hidden = hiddenCards(column)
  const plural = new Intl.PluralRules(locale).select(column.count) === 'one' ? 'One' : 'Other'
  return (
    <section
      ref={setNodeRef}
      className="site-leads-board__column"
      data-status={column.status}
      data-over={isOver || undefined}
      aria-labelledby={headingId}
    >
      <header className="site-leads-board__head">
        <h2 id={headingId}>{statusLabel(column.status, language)}</h2>
        <Pill size="small" pillStyle="light" className="site-leads-board__count">
          {t(`custom:leads:count${plural}`, { count: column.count })}
        </Pill>
      </header>
      {column.cards.length ? (
        <ul className="site-leads-board__cards">
          {column.cards.map((card) => (
            <li key={card.id}>
              <BoardCard card={card} hintId={hintId} onMove={(to) => onMove(card.id, to)} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="site-leads-board__empty">{t('custom:leads:emptyColumn')}</p>
      )}
      {hidden > 0 ? (
        <Button
          el="anchor"
          url={columnListHref(column.status)}
          buttonStyle="subtle"
          size="small"
          margin={false}
          className="site-leads-board__more"
        >
          {t('custom:leads:showAll', { count: hidden })}
        </Button>
      ) : null}
    </section>
  )
}
