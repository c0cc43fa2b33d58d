import type { JobsConfig, Payload } from 'payload'

import { type PayloadCron as Cron, takePayloadCrons } from '@/platform/framework/payload-crons'

type Tasks = NonNullable<JobsConfig['tasks']>
type JobId = number | string

/**
 * What this process's jobs queue is doing, for a stop that lets it finish
 * (platform/shutdown/graceful-shutdown.ts). Kept on `globalThis`: Next.js bundles the app more
 * than once, and the task handlers wrapped in one bundle's config must be seen from the
 * instrumentation hook's bundle that handles the signal.
 */
type JobsState = { running: Set<JobId>; stoppedCrons: Cron[] }
const key = Symbol.for('site.jobs.running')
const holder = globalThis as { [key]?: JobsState }
const state = (holder[key] ??= { running: new Set(), stoppedCrons: [] })

/**
 * The tasks with their handlers wrapped so that this process knows which jobs it is running
 * right now (the ids Payload's queue marked `processing` for it): those are the ones to hand
 * back to the queue if the process must stop before they end. Another instance's jobs, also
 * marked `processing` in a shared database, are not ours to touch.
 */
export function trackRunningTasks(tasks: Tasks): Tasks {
  return tasks.map((task) => {
    const { handler } = task
    // A handler given as a file path is imported by Payload itself; none of ours is.
    if (typeof handler !== 'function') return task
    return {
      ...task,
      handler: async (args) => {
        state.running.add(args.job.id)
        try {
          return await handler(args)
        } finally {
          state.running.delete(args.job.id)
        }
      },
    }
  })
}

/**
 * No new job run starts: Payload's autoRun crons are stopped. A run already started goes on to
 * its end (croner lets the current call finish), and `jobRunsBusy()` tells when it is over,
 * Payload's writes marking each job done included.
 */
export function stopJobRuns(payload: Payload): void {
  for (const cron of takePayloadCrons(payload)) {
    cron.stop()
    state.stoppedCrons.push(cron)
  }
}

export function jobRunsBusy(): boolean {
  return state.running.size > 0 || state.stoppedCrons.some((cron) => cron.isBusy())
}

/**
 * Marks the jobs this process is still running as not processing, so that another instance
 * (or this one's next start) picks them at its next round instead of after STALE_JOB_MS
 * (stale-jobs.ts). Every task is safe to run again (see releaseStaleJobs). Returns their ids.
 */
export async function handBackRunningJobs(payload: Payload): Promise<JobId[]> {
  const ids = [...state.running]
  if (ids.length === 0) return []
  await payload.update({
    collection: 'payload-jobs',
    where: { and: [{ id: { in: ids } }, { processing: { equals: true } }] },
    data: { processing: false },
    overrideAccess: true,
  })
  return ids
}
