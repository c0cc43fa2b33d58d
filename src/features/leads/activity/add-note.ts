import type { Payload, PayloadRequest } from 'payload'

/** Longest note the feed accepts: a few paragraphs, not a document. */
export const noteMaxLength = 2000

/** The note as stored, or null when there is nothing to store. */
export function cleanNote(text: unknown): string | null {
  if (typeof text !== 'string') return null
  const note = text.replace(/\r\n?/g, '\n').trim()
  return note ? note.slice(0, noteMaxLength) : null
}

/**
 * Adds the admin's note to the lead's timeline. The collection lets an admin create a note and
 * nothing else, so the write goes through the admin's own access (and the audit trail).
 */
export async function addLeadNote(
  payload: Payload,
  user: PayloadRequest['user'],
  leadId: number,
  note: string,
) {
  return payload.create({
    collection: 'lead-events',
    data: {
      lead: leadId,
      type: 'note',
      summary: note,
      occurredAt: new Date().toISOString(),
    },
    user,
    overrideAccess: false,
  })
}
