import type { Endpoint } from 'payload'

import { countArticleView } from '@/features/blog/reading/views'
import { requestLogger } from '@/platform/logging/request-logger'
import { clientIp } from '@/platform/rate-limit/client-ip'
import { consumeRateLimit } from '@/platform/rate-limit/rate-limit'

const noStore = { 'Cache-Control': 'no-store' }

/**
 * `POST /api/blog-articles/:id/view`, sent by the article page once it is shown. The page itself
 * stays cacheable; a failure to count never reaches the reader: it is ignored.
 */
export const articleViewEndpoint: Endpoint = {
  path: '/:id/view',
  method: 'post',
  handler: async (req) => {
    const raw = String(req.routeParams?.id ?? '')
    if (!/^\d{1,12}$/.test(raw))
      return Response.json({ counted: false }, { status: 404, headers: noStore })
    const verdict = await consumeRateLimit('views', clientIp(req.headers))
    if (!verdict.allowed)
      return Response.json({ counted: false }, { status: 429, headers: noStore })
    try {
      const counted = await countArticleView(req.payload, Number(raw))
      return Response.json({ counted }, { status: counted ? 200 : 404, headers: noStore })
    } catch (error) {
      requestLogger(req.payload, req.headers).warn(
        { err: error, id: raw },
        'Article view not counted',
      )
      return Response.json({ counted: false }, { status: 202, headers: noStore })
    }
  },
}
