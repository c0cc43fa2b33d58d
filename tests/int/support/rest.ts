import type { TestContext } from './test-payload'
import { closeConnections } from './test-payload'

type Handler = (
  request: Request,
  args: { params: Promise<{ slug: string[] }> },
) => Promise<Response>

export type RestMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE'
export type RestResponse = {
  status: number
  text: string
  bytes: Buffer
  json: () => unknown
  headers: Headers
}

/**
 * Payload's real REST handlers (the functions the `/api/[...slug]` route exports), called with
 * a Request as the site would receive it.
 */
export async function restClient() {
  const { default: config } = await import('@payload-config')
  const routes = await import('@payloadcms/next/routes')
  const handlers: Record<RestMethod, Handler> = {
    GET: routes.REST_GET(config) as Handler,
    POST: routes.REST_POST(config) as Handler,
    PATCH: routes.REST_PATCH(config) as Handler,
    DELETE: routes.REST_DELETE(config) as Handler,
  }
  return async function call(
    method: RestMethod,
    path: string,
    options: {
      token?: string
      body?: unknown
      headers?: Record<string, string>
      /** Where the server is reached (behind a reverse proxy, its internal address). */
      origin?: string
    } = {},
  ): Promise<RestResponse> {
    const headers = new Headers({ 'content-type': 'application/json', ...options.headers })
    if (options.token) headers.set('Authorization', `JWT ${options.token}`)
    const url = new URL(`${options.origin ?? 'http://localhost:3000'}/api/${path}`)
    const request = new Request(url, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    })
    const slug = url.pathname.replace(/^\/api\//, '').split('/')
    const response = await handlers[method](request, { params: Promise.resolve({ slug }) })
    const bytes = Buffer.from(await response.arrayBuffer())
    const text = bytes.toString('utf8')
    return {
      status: response.status,
      text,
      bytes,
      json: () => JSON.parse(text),
      headers: response.headers,
    }
  }
}

/**
 * The REST handlers start Payload under its default key: a second instance on the same test
 * database, whose connections must end before the database is dropped.
 */
export async function closeRestPayload(ctx: TestContext): Promise<void> {
  const { getPayload } = await import('payload')
  const { default: config } = await import('@payload-config')
  const restPayload = await getPayload({ config })
  if (restPayload !== ctx.payload) {
    await restPayload.destroy()
    await closeConnections(restPayload)
  }
}
