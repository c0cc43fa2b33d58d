import { AsyncLocalStorage } from 'node:async_hooks'

import type { Payload } from 'payload'

import { requestIdFrom } from '@/platform/logging/request-id'

type HeaderReader = Parameters<typeof requestIdFrom>[0]

// One store for the whole process: Next.js bundles the app's code more than once (the
// instrumentation hook that starts Payload, pages, route handlers), and the logger made in one
// bundle must see the id set in another.
const key = Symbol.for('site.logging.requestId')
const holder = globalThis as { [key]?: AsyncLocalStorage<string> }
const store = (holder[key] ??= new AsyncLocalStorage<string>())

/** The id of the visitor's request the current code runs for, if any (see loggerOptions). */
export const currentRequestId = (): string | undefined => store.getStore()

/**
 * Runs work with the request id of these headers attached to every log line written inside,
 * down to the e-mail, booking and calendar code it calls. Without an id, runs it as is.
 */
export function runInRequestScope<T>(headers: HeaderReader, work: () => Promise<T>): Promise<T> {
  const id = requestIdFrom(headers)
  return id ? store.run(id, work) : work()
}

/**
 * Payload's logger with the request id the proxy forwarded in these headers (`req.headers` in
 * Payload endpoints and hooks). Without one (jobs, scripts, local API calls), the logger itself,
 * which still adds the id of an enclosing runInRequestScope().
 */
export function requestLogger(payload: Payload, headers: HeaderReader): Payload['logger'] {
  const reqId = requestIdFrom(headers)
  return reqId ? payload.logger.child({ reqId }) : payload.logger
}
