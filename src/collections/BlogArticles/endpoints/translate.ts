import type { Endpoint } from 'payload'

import { isActiveAdminUser } from '@/access/isActiveAdmin'
import { createTranslation } from '@/features/blog/admin/translate'

/** `POST /api/blog-articles/:id/translate`: the owner starts the other language's version. */
export const translateEndpoint: Endpoint = {
  path: '/:id/translate',
  method: 'post',
  handler: async (req) => {
    if (!isActiveAdminUser(req.user))
      return Response.json({ message: 'Accès refusé.' }, { status: 403 })
    const raw = String(req.routeParams?.id ?? '')
    if (!/^\d{1,12}$/.test(raw))
      return Response.json({ message: 'Article introuvable.' }, { status: 404 })
    const outcome = await createTranslation(req, Number(raw))
    if (outcome.status === 'not-found') {
      return Response.json({ message: 'Article introuvable.' }, { status: 404 })
    }
    if (outcome.status === 'exists') {
      return Response.json(
        { message: 'La traduction existe déjà.', id: outcome.id },
        { status: 409 },
      )
    }
    return Response.json({ id: outcome.id }, { status: 201 })
  },
}
