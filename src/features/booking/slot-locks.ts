import { randomUUID } from 'node:crypto'
import { APIError, type Payload, type PayloadRequest } from 'payload'

/** Another appointment already holds part of this time (answered 409 by the REST API). */
export class SlotTakenError extends APIError {
  /** A brand that survives minification (class names do not in the production build). */
  readonly code = 'slot-taken'
  constructor() {
    super('Ce créneau vient d’être réservé. Choisissez-en un autre.', 409, undefined, true)
    this.name = 'SlotTakenError'
  }
}

export function isSlotTaken(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'slot-taken'
}

/**
 * Payload reports the unique index refusing a cell as a validation error on `cell` of this
 * collection. Checked by shape: the production build renames error classes.
 */
function isCellTaken(error: unknown): boolean {
  if (!(error instanceof Error) || !('data' in error)) return false
  const data = error.data as { collection?: string; errors?: { path?: string }[] } | undefined
  return (
    data?.collection === 'appointment-locks' &&
    Boolean(data.errors?.some((entry) => entry.path === 'cell'))
  )
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
    // Without a transaction (SQLite) the cells taken so far are given back here; a PostgreSQL
    // transaction rolls them back itself (and a second connection would wait on it).
    if (!req?.transactionID) await releaseLocks(payload, holder).catch(() => undefined)
    if (isCellTaken(error)) throw new SlotTakenError()
    throw error
  }
}
