import type { CollectionSlug, Endpoint, Payload, PayloadHandler, PayloadRequest } from 'payload'

import { isActiveAdminUser } from '@/access/isActiveAdmin'

type ExportBody = { data?: { collectionSlug?: unknown; where?: unknown } & Record<string, unknown> }

/** What the admin's export button shows as its error message, in the admin's language. */
const messages = {
  403: {
    fr: 'Export réservé aux administrateurs connectés.',
    en: 'Exports are for signed-in admins.',
  },
  400: { fr: 'Demande d’export invalide.', en: 'Invalid export request.' },
  500: { fr: 'L’export a échoué, réessayez.', en: 'The export failed, please try again.' },
} as const

const answer = (req: PayloadRequest, status: keyof typeof messages) =>
  Response.json(
    { errors: [{ message: messages[status][req.i18n?.language === 'en' ? 'en' : 'fr'] }] },
    { status },
  )

/**
 * The body as the plugin reads it, minus the caller's id: given an id, the plugin reads the
 * account again from the database, without the session, so an admin with two-factor sign-in
 * would look as if the second step were still owed and read nothing. Without it, the plugin
 * uses the request's own user. Its write of the id is ignored (not enumerable, not kept).
 */
function withoutUserId(body: ExportBody): ExportBody {
  const data = { ...body.data }
  for (const key of ['userID', 'userCollection']) {
    Object.defineProperty(data, key, { get: () => undefined, set: () => {}, enumerable: false })
  }
  return { ...body, data }
}

/**
 * Payload as the plugin's stream sees it: a failed page read ends the file instead of being
 * lost in the stream (Node drops a rejected read, and the download would never end); the
 * failure is kept so the whole answer becomes an error.
 */
function recordingFailures(payload: Payload, failures: unknown[]): Payload {
  const find = async (options: Parameters<Payload['find']>[0]) => {
    try {
      return await payload.find(options)
    } catch (error) {
      failures.push(error)
      return { docs: [], hasNextPage: false }
    }
  }
  return Object.create(payload, { find: { value: find } }) as Payload
}

/**
 * The export's download, for active, fully signed-in admins and the listed collections only.
 * The file is read to its end before it is sent, so a failure is answered with an error
 * status (JSON, which the admin shows as a message), never a cut or endless download.
 */
export function guardedDownload(original: PayloadHandler, exportable: CollectionSlug[]) {
  return async (req: PayloadRequest): Promise<Response> => {
    if (!isActiveAdminUser(req.user)) return answer(req, 403)
    const body = (await req.json?.().catch(() => null)) as ExportBody | null
    const slug = body?.data?.collectionSlug
    if (!body || typeof slug !== 'string' || !exportable.includes(slug as CollectionSlug)) {
      return answer(req, 400)
    }
    const payload = req.payload
    const failures: unknown[] = []
    Object.assign(req, { json: async () => withoutUserId(body) })
    req.payload = recordingFailures(payload, failures)
    try {
      const response = await original(req)
      if (!response.ok || !response.body) return response
      const file = await response.arrayBuffer()
      if (failures.length > 0) throw failures[0]
      return new Response(file, { status: response.status, headers: response.headers })
    } catch (error) {
      payload.logger.error({ err: error }, 'CSV export failed')
      return answer(req, 500)
    } finally {
      req.payload = payload
    }
  }
}

/** The export collection's endpoints, its download guarded. */
export function guardDownloadEndpoint(
  endpoints: Endpoint[] | false | undefined,
  exportable: CollectionSlug[],
): Endpoint[] | false | undefined {
  if (!Array.isArray(endpoints)) return endpoints
  return endpoints.map((endpoint) =>
    endpoint.path === '/download' && endpoint.method === 'post'
      ? { ...endpoint, handler: guardedDownload(endpoint.handler, exportable) }
      : endpoint,
  )
}
