import type { Payload } from 'payload'

import { nextVisits } from '@/features/dashboard/visits'

/** Notes this dashboard visit and returns the time new leads and contacts are counted from. */
export async function recordVisit(
  payload: Payload,
  adminId: number,
  now: Date,
): Promise<Date | null> {
  const admin = await payload.findByID({
    collection: 'admin-users',
    id: adminId,
    depth: 0,
    select: { dashboard_visit_at: true, dashboard_previous_visit_at: true },
    overrideAccess: true,
  })
  const visits = nextVisits(
    { last: admin.dashboard_visit_at ?? null, previous: admin.dashboard_previous_visit_at ?? null },
    now,
  )
  if (visits.changed) {
    await payload.update({
      collection: 'admin-users',
      id: adminId,
      data: { dashboard_visit_at: visits.last, dashboard_previous_visit_at: visits.previous },
      overrideAccess: true,
      depth: 0,
    })
  }
  return visits.previous ? new Date(visits.previous) : null
}
