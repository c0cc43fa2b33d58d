import type { Payload, PayloadRequest } from 'payload'

import type { LeadStatus } from '@/features/leads/lead-options'

/**
 * Moves a lead to another status as the signed-in admin: Payload checks the admin's access, the
 * audit trail records who changed it, and the lead's hook writes the timeline line
 * (`collections/Leads/hooks/recordStatusChange.ts`).
 */
export async function changeLeadStatus(
  payload: Payload,
  user: PayloadRequest['user'],
  leadId: number,
  status: LeadStatus,
) {
  return payload.update({
    collection: 'leads',
    id: leadId,
    data: { status },
    depth: 0,
    user,
    overrideAccess: false,
  })
}
