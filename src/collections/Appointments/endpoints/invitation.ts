import type { Endpoint } from 'payload'

import { appointmentForToken } from '@/features/booking/token-appointment'
import { visitorInvitation } from '@/features/booking/notify'

/**
 * `GET /api/appointments/invitation.ics?token=`: the invitation of the confirmation e-mail, for
 * the confirmation page's "Add to my calendar". The token is the page's own (`view`): it names
 * one appointment and dies with any change to it; a wrong one gets 404, like a missing page.
 */
export const appointmentInvitation: Endpoint = {
  path: '/invitation.ics',
  method: 'get',
  handler: async (req) => {
    const token = typeof req.query.token === 'string' ? req.query.token : ''
    const appointment = token ? await appointmentForToken(req.payload, token, 'view') : null
    if (!appointment) return new Response('Not found', { status: 404 })
    const { ics } = await visitorInvitation(req.payload, appointment, 'confirm')
    return new Response(ics, {
      headers: {
        'content-type': 'text/calendar; charset=utf-8',
        'content-disposition': 'attachment; filename="invitation.ics"',
        'cache-control': 'private, no-store',
      },
    })
  },
}
