import type { Endpoint } from 'payload'

import { currentFeedToken, isFeedToken } from '@/features/booking/feed-token'
import { feedIcs } from '@/features/booking/ics'
import { ownerEvent } from '@/features/booking/owner-event'
import { readSiteSettings } from '@/features/site-settings/read-site-settings'

const DAY_MS = 86_400_000

/**
 * `GET /api/appointments/feed.ics?token=`: every appointment from 90 days ago on, for the
 * owner's calendar application to subscribe to. The token is the only key (calendar apps send
 * no session), replaced from the calendar screen; a wrong or former one gets 404, like a
 * missing page.
 */
export const appointmentsFeed: Endpoint = {
  path: '/feed.ics',
  method: 'get',
  handler: async (req) => {
    const token = typeof req.query.token === 'string' ? req.query.token : ''
    if (!isFeedToken(token, await currentFeedToken(req.payload))) {
      return new Response('Not found', { status: 404 })
    }
    const { docs } = await req.payload.find({
      collection: 'appointments',
      where: { end: { greater_than: new Date(Date.now() - 90 * DAY_MS).toISOString() } },
      sort: 'start',
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    const { siteName, email } = await readSiteSettings(req.payload)
    const events = docs.map((doc) => ownerEvent(doc, { name: siteName, email }))
    return new Response(feedIcs(`Rendez-vous – ${siteName}`, events), {
      headers: {
        'content-type': 'text/calendar; charset=utf-8',
        'cache-control': 'private, no-store',
      },
    })
  },
}
