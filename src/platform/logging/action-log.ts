import configPromise from '@payload-config'
import { headers } from 'next/headers'
import { getPayload } from 'payload'

import { currentRequestId, runInRequestScope } from '@/platform/logging/request-logger'

/**
 * Runs a server action with its request id on every log line written inside it, its own and
 * those of the code it calls (outbox, booking, calendar sync).
 */
export async function inRequestScope<T>(work: () => Promise<T>): Promise<T> {
  return runInRequestScope(await headers(), work)
}

/**
 * Logs a failure of server code outside Payload (actions, pages) through Payload's logger: JSON,
 * redacted, with the request id inside inRequestScope. Payload not answering must not turn the
 * visitor's error message into a crash: the failure then goes to the console without the
 * error's details, which may hold what the visitor typed.
 */
export async function logServerError(error: unknown, message: string): Promise<void> {
  try {
    const payload = await getPayload({ config: configPromise })
    payload.logger.error({ err: error }, message)
  } catch {
    console.error(JSON.stringify({ level: 50, reqId: currentRequestId(), msg: message }))
  }
}
