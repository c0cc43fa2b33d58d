import { subscribe } from 'node:diagnostics_channel'
import { Server, ServerResponse } from 'node:http'

import type { Payload } from 'payload'

/**
 * What the server is doing for visitors, which a stop must let finish
 * (graceful-shutdown.ts): the requests in flight and the work Next.js runs after a response
 * (`after()`, background revalidation). With NEXT_MANUAL_SIG_HANDLE set, Next.js neither
 * closes its HTTP server nor awaits that work on a signal, and gives the app no handle on
 * either; Node.js and Next.js each offer a way to observe them, used here.
 */
const servers = new Set<Server>()
const responses = new Set<ServerResponse>()
const backgroundWork = new Set<Promise<unknown>>()
let closing = false

/**
 * Node.js announces every request on the `http.server.request.start` diagnostics channel,
 * with the server that received it: that is how the app learns Next.js's server (before the
 * first request there is nothing to drain, and that request makes it known). A response is in
 * flight until its `close` event, which comes whether it finished or the client went away.
 */
function onRequest(message: unknown): void {
  if (typeof message !== 'object' || message === null) return
  if (!('server' in message) || !('response' in message)) return
  const { server, response } = message
  if (!(server instanceof Server) || !(response instanceof ServerResponse)) return
  servers.add(server)
  responses.add(response)
  response.once('close', () => responses.delete(response))
  if (closing) closeAfter(response, server)
}

/** Stops `server` taking connections; the response tells the client not to reuse its own. */
function closeAfter(response: ServerResponse, server?: Server): void {
  if (server?.listening) server.close()
  if (!response.headersSent) response.setHeader('Connection', 'close')
}

/**
 * Next.js hands the work it runs after a response to the `waitUntil` of the request context a
 * hosting platform puts at `Symbol.for('@next/request-context')` (its own internal one
 * otherwise, awaited only by its own signal handler). Providing it here makes that work ours
 * to await. A platform that set one keeps it.
 */
type RequestContext = { get: () => { waitUntil: (promise: Promise<unknown>) => void } }
const contextKey = Symbol.for('@next/request-context')
const holder = globalThis as { [contextKey]?: RequestContext }

let tracking = false

export function trackInFlightWork(logger: Payload['logger']): void {
  if (tracking) return
  tracking = true
  subscribe('http.server.request.start', onRequest)
  const waitUntil = (promise: Promise<unknown>) => {
    backgroundWork.add(promise)
    promise.then(
      () => backgroundWork.delete(promise),
      (error: unknown) => {
        backgroundWork.delete(promise)
        logger.error({ err: error }, 'Work after a response failed')
      },
    )
  }
  holder[contextKey] ??= { get: () => ({ waitUntil }) }
}

/** No new connection is accepted; the requests in flight go on (Next.js does the same). */
export function stopAcceptingRequests(): void {
  closing = true
  for (const server of servers) if (server.listening) server.close()
  for (const response of responses) closeAfter(response)
}

export function inFlightWork(): { requests: number; background: number } {
  return { requests: responses.size, background: backgroundWork.size }
}
