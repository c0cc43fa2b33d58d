'use server'

import { redirect } from 'next/navigation'

import { requireAdminAction } from '@/features/admin-shell/admin-action'
import { parseDay, wallTime } from '@/features/booking/calendar-day'
import { rotateFeedToken } from '@/features/booking/feed-token'
import { readBookingRules } from '@/features/booking/queries/booking-rules'
import { minutesOf } from '@/features/booking/rules'
import { isBookingService } from '@/features/booking/services'
import { isSlotTaken } from '@/features/booking/slot-locks'

const field = (data: FormData, name: string) =>
  String(data.get(name) ?? '')
    .trim()
    .slice(0, 500)

/**
 * The calendar's two forms: block time, or add an appointment taken by phone. The caller must
 * be an active admin (checked here, not only by the admin screen); times are Paris wall time.
 */
export async function addToCalendar(formData: FormData): Promise<void> {
  const { payload, user } = await requireAdminAction()
  const date = field(formData, 'date')
  const day = parseDay(date)
  const from = minutesOf(field(formData, 'from'))
  const to = minutesOf(field(formData, 'to'))
  const kind = field(formData, 'kind') === 'block' ? 'block' : 'appointment'
  const service = field(formData, 'service')
  const back = (notice: string) =>
    `/admin/calendar?date=${encodeURIComponent(date)}&notice=${notice}`
  if (!day || from === null || (kind === 'block' && (to === null || to <= from)))
    redirect(back('invalid'))
  if (kind === 'appointment' && (!isBookingService(service) || !field(formData, 'name')))
    redirect(back('invalid'))
  const rules = await readBookingRules(payload)
  const start = wallTime(day, from, rules.timeZone)
  let notice = 'added'
  try {
    await payload.create({
      collection: 'appointments',
      data: {
        kind,
        service: kind === 'appointment' && isBookingService(service) ? service : undefined,
        start: start.toISOString(),
        end:
          kind === 'block' && to !== null
            ? wallTime(day, to, rules.timeZone).toISOString()
            : undefined,
        status: kind === 'block' ? 'booked' : 'confirmed',
        name: field(formData, 'name') || undefined,
        email: field(formData, 'email') || undefined,
        phone: field(formData, 'phone') || undefined,
        internalNotes: field(formData, 'note') || undefined,
        locale: 'fr',
      },
      user,
      overrideAccess: false,
    })
  } catch (error) {
    notice = isSlotTaken(error) ? 'taken' : 'invalid'
    if (notice === 'invalid') payload.logger.warn({ err: error }, 'Calendar entry refused')
  }
  redirect(back(notice))
}

/**
 * Gives the private feed a new address (a leaked one, a former device): calendars subscribed to
 * the old address stop getting anything at once. Active admins only, checked here.
 */
export async function renewFeedAddress(): Promise<void> {
  const { payload } = await requireAdminAction()
  await rotateFeedToken(payload)
  redirect('/admin/calendar?notice=renewed#abonnement')
}
