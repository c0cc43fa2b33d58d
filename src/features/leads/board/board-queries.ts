import type { Payload, PayloadRequest } from 'payload'

import {
  type BoardCard,
  type BoardColumn,
  buildBoard,
  cardsPerColumn,
} from '@/features/leads/board/board'
import { leadStatuses } from '@/features/leads/lead-options'

/**
 * The pipeline as the signed-in admin may read it: per status, one count and the most recent
 * cards (twelve small queries, whatever the number of leads).
 */
export async function loadBoard(
  payload: Payload,
  user: PayloadRequest['user'],
): Promise<BoardColumn[]> {
  const perStatus = await Promise.all(
    leadStatuses.map((status) =>
      payload.find({
        collection: 'leads',
        where: { status: { equals: status } },
        sort: ['-lastActivityAt', '-id'],
        limit: cardsPerColumn,
        depth: 0,
        select: {
          status: true,
          name: true,
          email: true,
          company: true,
          source: true,
          lastActivityAt: true,
        },
        user,
        overrideAccess: false,
      }),
    ),
  )
  const counts = Object.fromEntries(
    leadStatuses.map((status, index) => [status, perStatus[index]!.totalDocs]),
  )
  const cards: BoardCard[] = perStatus.flatMap(({ docs }) =>
    docs.map((lead) => ({
      id: lead.id,
      status: lead.status,
      name: lead.name ?? null,
      email: lead.email,
      company: lead.company ?? null,
      source: lead.source,
      lastActivityAt: lead.lastActivityAt ?? null,
    })),
  )
  return buildBoard(counts, cards)
}
