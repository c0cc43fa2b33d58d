import { randomUUID } from 'node:crypto'
import { APIError, type Payload, type PayloadRequest } from 'payload'

/** Another appointment already holds part of this time (answered 409 by the REST API). */
export class SlotTakenError extends APIError {
  constructor() {
    super('Ce créneau vient d’être réservé. Choisissez-en un autre.', 409, undefined, true)
    this.name = 'SlotTakenError'
  }
}

export function isSlotTaken(error: unknown): boolean {
  return error instanceof Error && error.name === 'SlotTakenError'
}

async function takenByOthers(payload: Payload, cells: string[], holder: string) {
  const { totalDocs } = await payload.count({
    collection: 'appointment-locks',
    where: { and: [{ cell: { in: cells } }, { holder: { not_equals: holder } }] },
    overrideAccess: true,
  })
  return totalDocs > 0
}

export async function releaseLocks(payload: Payload, holder: string, req?: PayloadRequest) {
  await payload.delete({
    collection: 'appointment-locks',
    where: { holder: { equals: holder } },
    overrideAccess: true,
    req,
  })
}

/**
 * Takes the cells one by one in ascending order (so two overlapping attempts cannot both fail
 * half-way) inside the caller's request, hence its transaction on PostgreSQL. The unique index
 * refuses a cell that is already held: the attempt gives back what it took and fails.
 */
export async function acquireLocks(
  payload: Payload,
  cells: string[],
  req?: PayloadRequest,
): Promise<string> {
  const holder = randomUUID()
  try {
    for (const cell of [...cells].sort()) {
      await payload.create({
        collection: 'appointment-locks',
        data: { cell, holder },
        overrideAccess: true,
        req,
      })
    }
    return holder
  } catch (error) {
    // Outside the failed transaction: on PostgreSQL it is aborted and rolls back on its own.
    await releaseLocks(payload, holder).catch(() => undefined)
    if (await takenByOthers(payload, cells, holder).catch(() => true)) throw new SlotTakenError()
    throw error
  }
}
