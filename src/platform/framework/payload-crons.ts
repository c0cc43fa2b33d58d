import type { Payload } from 'payload'

export type PayloadCron = Payload['crons'][number]

/**
 * Takes Payload's running job schedules (`autoRun`) away from it, so that none starts again:
 * Payload offers no call to stop them one by one, only this list of croner jobs, which
 * `framework-internals.test.ts` checks is still there after an upgrade.
 */
export function takePayloadCrons(payload: Payload): PayloadCron[] {
  return payload.crons.splice(0)
}
