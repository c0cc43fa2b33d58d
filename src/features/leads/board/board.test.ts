import { describe, expect, it } from 'vitest'

import {
  type BoardCard,
  buildBoard,
  cardTitle,
  columnListHref,
  hiddenCards,
  moveCard,
  neighbourStatus,
} from '@/features/leads/board/board'

const card = (id: number, status: BoardCard['status'], lastActivityAt: string | null) => ({
  id,
  status,
  name: `Lead ${id}`,
  email: `lead${id}@example.com`,
  company: null,
  source: 'contact' as const,
  lastActivityAt,
})

const cards = [
  card(1, 'new', '2026-11-20T10:00:00.000Z'),
  card(2, 'contacted', '2026-11-21T10:00:00.000Z'),
  card(3, 'new', '2026-11-27T15:15:00.000Z'),
  card(4, 'won', null),
  card(5, 'new', null),
]

describe('buildBoard', () => {
  it('puts every lead in the column of its status, in the pipeline order', () => {
    const board = buildBoard({ new: 3, contacted: 1, won: 1 }, cards)
    expect(board.map((column) => column.status)).toEqual([
      'new',
      'contacted',
      'qualified',
      'proposal',
      'won',
      'lost',
    ])
    expect(board.map((column) => column.cards.map((c) => c.id))).toEqual([
      [3, 1, 5],
      [2],
      [],
      [],
      [4],
      [],
    ])
  })

  it('keeps the full count of a column that draws only its most recent cards', () => {
    const board = buildBoard({ new: 340 }, cards)
    expect(board[0]).toMatchObject({ count: 340 })
    expect(hiddenCards(board[0]!)).toBe(337)
    expect(hiddenCards(board[1]!)).toBe(0)
  })
})

describe('moveCard', () => {
  const board = buildBoard({ new: 3, contacted: 1, won: 1 }, cards)

  it('moves a card to its new column, by recent activity, and both counts follow', () => {
    const move = moveCard(board, 1, 'contacted')!
    expect(move.from).toBe('new')
    expect(move.card).toMatchObject({ id: 1, status: 'contacted' })
    expect(move.board[0]).toMatchObject({ count: 2 })
    expect(move.board[0]!.cards.map((c) => c.id)).toEqual([3, 5])
    expect(move.board[1]).toMatchObject({ count: 2 })
    expect(move.board[1]!.cards.map((c) => c.id)).toEqual([2, 1])
  })

  it('leaves the board as it was', () => {
    moveCard(board, 1, 'contacted')
    expect(board[0]!.cards.map((c) => c.id)).toEqual([3, 1, 5])
  })

  it('does nothing for a drop on its own column or an unknown card', () => {
    expect(moveCard(board, 1, 'new')).toBeNull()
    expect(moveCard(board, 99, 'won')).toBeNull()
  })
})

describe('neighbourStatus', () => {
  it('steps one column left or right and stops at both ends', () => {
    expect(neighbourStatus('new', 1)).toBe('contacted')
    expect(neighbourStatus('proposal', -1)).toBe('qualified')
    expect(neighbourStatus('new', -1)).toBeNull()
    expect(neighbourStatus('lost', 1)).toBeNull()
  })
})

describe('columnListHref', () => {
  it('opens the lead list filtered on the column, most recent first', () => {
    expect(decodeURIComponent(columnListHref('qualified'))).toBe(
      '/admin/collections/leads?where[status][equals]=qualified&sort=-lastActivityAt',
    )
  })
})

describe('cardTitle', () => {
  it('names a lead by its name, or by its address when it has none', () => {
    expect(cardTitle({ name: 'Marie Durand', email: 'm@example.com' })).toBe('Marie Durand')
    expect(cardTitle({ name: '  ', email: 'm@example.com' })).toBe('m@example.com')
  })
})
