import { type LeadSource, type LeadStatus, leadStatuses } from '@/features/leads/lead-options'

/** What a pipeline card shows of a lead. */
export type BoardCard = {
  id: number
  status: LeadStatus
  name: string | null
  email: string
  company: string | null
  source: LeadSource
  lastActivityAt: string | null
}

/** One status of the pipeline: how many leads it holds, and the most recent of them. */
export type BoardColumn<C extends BoardCard = BoardCard> = {
  status: LeadStatus
  count: number
  cards: C[]
}

/**
 * Cards drawn per column. The board stays as cheap with ten thousand leads as with ten: one
 * count and one bounded query per status; the rest is one click away in the filtered list.
 */
export const cardsPerColumn = 20

const time = (card: BoardCard) => (card.lastActivityAt ? Date.parse(card.lastActivityAt) : 0)

/** Most recent activity first, as the list sorts them; a tie keeps the newest lead first. */
export function byRecentActivity(a: BoardCard, b: BoardCard): number {
  return time(b) - time(a) || b.id - a.id
}

/** The six columns in the pipeline's order, each with its cards, whatever order they came in. */
export function buildBoard(
  counts: Partial<Record<LeadStatus, number>>,
  cards: BoardCard[],
): BoardColumn[] {
  return leadStatuses.map((status) => {
    const own = cards.filter((card) => card.status === status).sort(byRecentActivity)
    return { status, count: Math.max(counts[status] ?? 0, own.length), cards: own }
  })
}

export type Move<C extends BoardCard> = {
  board: BoardColumn<C>[]
  card: C
  from: LeadStatus
  to: LeadStatus
}

/**
 * The board once a card has changed column: counts follow, the card takes its place by recent
 * activity in its new column. Nothing to do (null) for an unknown card or its own column.
 */
export function moveCard<C extends BoardCard>(
  board: BoardColumn<C>[],
  leadId: number,
  to: LeadStatus,
): Move<C> | null {
  const source = board.find((column) => column.cards.some((card) => card.id === leadId))
  const found = source?.cards.find((card) => card.id === leadId)
  if (!source || !found || source.status === to) return null
  const card: C = { ...found, status: to }
  const next = board.map((column): BoardColumn<C> => {
    if (column.status === source.status) {
      return {
        ...column,
        count: Math.max(column.count - 1, 0),
        cards: column.cards.filter((other) => other.id !== leadId),
      }
    }
    if (column.status === to) {
      return {
        ...column,
        count: column.count + 1,
        cards: [...column.cards, card].sort(byRecentActivity),
      }
    }
    return column
  })
  return { board: next, card, from: source.status, to }
}

/** The column left or right of a status, for the arrow keys; none past either end. */
export function neighbourStatus(status: LeadStatus, step: -1 | 1): LeadStatus | null {
  return leadStatuses[leadStatuses.indexOf(status) + step] ?? null
}

/** Leads of a column the board does not draw. */
export const hiddenCards = (column: BoardColumn): number =>
  Math.max(column.count - column.cards.length, 0)

/** The lead list filtered on one status, most recent activity first: every lead of a column. */
export function columnListHref(status: LeadStatus): string {
  const query = new URLSearchParams({ 'where[status][equals]': status, sort: '-lastActivityAt' })
  return `/admin/collections/leads?${query}`
}

/** What a card calls its lead: the name, else the address. */
export const cardTitle = (card: Pick<BoardCard, 'name' | 'email'>): string =>
  card.name?.trim() || card.email
