import type { Payload } from 'payload'

/** Far longer than any task runs (an e-mail gives up after 40 s of SMTP timeouts). */
export const STALE_JOB_MS = 10 * 60_000

const SWEEP_INTERVAL_MS = 5 * 60_000

/**
 * Payload's queue only picks jobs not marked `processing`, so a worker stopped in the middle of
 * a job (a crash, a kill before the shutdown hands its jobs back, see running-jobs.ts) leaves
 * that job marked for good and never retried. A job marked for longer than any task runs is
 * handed back to the queue. Every task is safe to run again: the e-mail and reminder claims
 * (platform/email/claim.ts, features/booking/reminder-task.ts) and the calendar's writes by UID
 * make a second run send nothing twice.
 */
export async function releaseStaleJobs(payload: Payload, now = Date.now()): Promise<number> {
  const { docs } = await payload.update({
    collection: 'payload-jobs',
    where: {
      and: [
        { processing: { equals: true } },
        { updatedAt: { less_than: new Date(now - STALE_JOB_MS).toISOString() } },
      ],
    },
    data: { processing: false },
    overrideAccess: true,
  })
  if (docs.length > 0) {
    payload.logger.warn({ jobs: docs.map((job) => job.id) }, 'Stale jobs handed back to the queue')
  }
  return docs.length
}

let sweeper: NodeJS.Timeout | undefined

/**
 * At start and every few minutes, for the jobs of an instance that died. Stopping is
 * platform/shutdown's (graceful-shutdown.ts), which calls stopSupervisingJobs().
 */
export function superviseJobs(payload: Payload): void {
  if (sweeper) return
  const sweep = () =>
    releaseStaleJobs(payload).catch((error: unknown) =>
      payload.logger.warn({ err: error }, 'Stale jobs not checked'),
    )
  void sweep()
  sweeper = setInterval(sweep, SWEEP_INTERVAL_MS)
  sweeper.unref()
}

export function stopSupervisingJobs(): void {
  clearInterval(sweeper)
}
