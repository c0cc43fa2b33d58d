'use client'

import {
  type Announcements,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core'
import { useEffect, useRef, useState } from 'react'

import { useAdminText } from '@/features/admin-shell/use-admin-text'
import { statusLabel } from '@/features/leads/activity/feed'
import { type BoardColumn as Column, cardTitle, moveCard } from '@/features/leads/board/board'
import { isLeadStatus, type LeadStatus } from '@/features/leads/lead-options'
import { type ClientCard, CardBody } from '@/features/leads/admin/BoardCard.client'
import { BoardColumn } from '@/features/leads/admin/BoardColumn.client'
import { moveLead } from '@/features/leads/admin/lead-actions'

type ClientColumn = Column<ClientCard>

const findCard = (board: ClientColumn[], id: unknown) =>
  board.flatMap((column) => column.cards).find((card) => card.id === id)

/**
 * The pipeline board: a card dropped on another column (or sent there by its menu) changes the
 * lead's status at once on screen, then on the server; a refusal puts it back and says so.
 */
export function LeadBoard({ columns }: { columns: ClientColumn[] }) {
  const { t, language } = useAdminText()
  const [board, setBoard] = useState(columns)
  const boardRef = useRef(board)
  const [message, setMessage] = useState('')
  const [dragged, setDragged] = useState<ClientCard | null>(null)
  const focusCard = useRef<number | null>(null)
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    // A finger scrolls the board; pressing a card a moment picks it up.
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
  )
  const status = (value: LeadStatus) => statusLabel(value, language)

  const show = (next: ClientColumn[]) => {
    boardRef.current = next
    setBoard(next)
  }

  // A card moved from the keyboard left its column: the focus follows it to the new one.
  useEffect(() => {
    if (focusCard.current === null) return
    document.querySelector<HTMLElement>(`[data-move-trigger="${focusCard.current}"]`)?.focus()
    focusCard.current = null
  }, [board])

  const move = async (leadId: number, to: LeadStatus, keyboard: boolean) => {
    const done = moveCard(boardRef.current, leadId, to)
    if (!done) return
    const name = cardTitle(done.card)
    if (keyboard) focusCard.current = leadId
    show(done.board)
    setMessage(t('custom:leads:moved', { name, status: status(to) }))
    const { ok } = await moveLead(leadId, to).catch(() => ({ ok: false }))
    if (ok) return
    const back = moveCard(boardRef.current, leadId, done.from)
    if (keyboard) focusCard.current = leadId
    if (back) show(back.board)
    setMessage(t('custom:leads:moveFailed', { name, status: status(done.from) }))
  }

  const named = (id: unknown) => {
    const card = findCard(boardRef.current, id)
    return card ? cardTitle(card) : ''
  }
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('custom:leads:pickedUp', { name: named(active.id) }),
    onDragOver: ({ over }) =>
      over && isLeadStatus(over.id) ? t('custom:leads:over', { status: status(over.id) }) : '',
    // The board's own message says where the card went, or why it came back.
    onDragEnd: () => undefined,
    onDragCancel: ({ active }) => {
      const card = findCard(boardRef.current, active.id)
      return card
        ? t('custom:leads:dropCancelled', { name: cardTitle(card), status: status(card.status) })
        : undefined
    },
  }

  const onDragStart = ({ active }: DragStartEvent) =>
    setDragged(findCard(boardRef.current, active.id) ?? null)
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null)
    if (over && typeof active.id === 'number' && isLeadStatus(over.id)) {
      void move(active.id, over.id, false)
    }
  }

  return (
    <>
      <p className="site-leads-board__message" role="status">
        {message}
      </p>
      <p id="lead-board-hint" hidden>
        {t('custom:leads:keyboardHint')}
      </p>
      <DndContext
        sensors={sensors}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDragged(null)}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: t('custom:leads:dragInstructions') },
        }}
      >
        <div className="site-leads-board">
          {board.map((column) => (
            <BoardColumn
              key={column.status}
              column={column}
              hintId="lead-board-hint"
              onMove={(leadId, to) => void move(leadId, to, true)}
            />
          ))}
        </div>
        <DragOverlay>
          {dragged ? (
            <div className="site-leads-card site-leads-card--overlay" aria-hidden="true">
              <p className="site-leads-card__title">{cardTitle(dragged)}</p>
              <CardBody card={dragged} />
            </div>
          ) : null}
        </DragOverlay>
      </DndContext>
    </>
  )
}
