import type { Endpoint } from 'payload'

import { articleViews, countArticleView } from '@/features/blog/reading/views'
import { requestLogger } from '@/platform/logging/request-logger'
import { clientLimitKey } from '@/platform/rate-limit/client-ip'
import { consumeRateLimit } from '@/platform/rate-limit/rate-limit'

const noStore = { 'Cache-Control': 'no-store' }

/**
 * `POST /api/blog-articles/:id/view`, sent by the article page once it is shown. The page itself
 * stays cacheable; a failure to count never reaches the reader: it is ignored. The answer carries
 * the count after this view (`views`), which the page shows instead of the one it was cached with.
 */
export const articleViewEndpoint: Endpoint = {
  path: '/:id/view',
  method: 'post',
  handler: async (req) => {
    const raw = String(req.routeParams?.id ?? '')
    if (!/^\d{1,12}$/.test(raw))
      return Response.json({ counted: false }, { status: 404, headers: noStore })
    const verdict = await consumeRateLimit('views', clientLimitKey(req.headers))
    if (!verdict.allowed)
      return Response.json({ counted: false }, { status: 429, headers: noStore })
    try {
      const id = Number(raw)
      if (!(await countArticleView(req.payload, id)))
        return Response.json({ counted: false }, { status: 404, headers: noStore })
      // Counted is what matters; without the current count the page keeps the one it shows.
      const views = await articleViews(req.payload, id).catch(() => undefined)
      return Response.json({ counted: true, views }, { headers: noStore })
    } catch (error) {
      requestLogger(req.payload, req.headers).warn(
        { err: error, id: raw },
        'Article view not counted',
      )
      return Response.json({ counted: false }, { status: 202, headers: noStore })
    }
  },
}
