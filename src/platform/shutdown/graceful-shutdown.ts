import type { Payload } from 'payload'

import { env } from '@/config/env'
import { handBackRunningJobs, jobRunsBusy, stopJobRuns } from '@/platform/jobs/running-jobs'
import { stopSupervisingJobs } from '@/platform/jobs/stale-jobs'
import {
  inFlightWork,
  stopAcceptingRequests,
  trackInFlightWork,
} from '@/platform/shutdown/in-flight'

const POLL_MS = 50

/**
 * Stopping the server (SIGTERM from systemd, Docker, an orchestrator; SIGINT from a terminal).
 * Next.js's own handler closes the HTTP server, waits for the requests, then exits with 143
 * (node_modules/next/dist/server/lib/start-server.js): a job the queue is running is cut and
 * stays marked as running for STALE_JOB_MS. The launchers set NEXT_MANUAL_SIG_HANDLE, so that
 * handler is not registered and this one stops the process: no new request or job run, the
 * requests, Next.js's after-response work and the running jobs finish within
 * SHUTDOWN_GRACE_SECONDS, the jobs still running then are handed back to the queue, exit 0.
 */
export function handleShutdownSignals(payload: Payload): void {
  const { NEXT_MANUAL_SIG_HANDLE, SHUTDOWN_GRACE_SECONDS } = env()
  if (!NEXT_MANUAL_SIG_HANDLE) {
    // Next.js handles the signals (`next dev`, a launcher without the variable): at least no
    // job run starts while it finishes the requests.
    process.once('SIGTERM', () => stopJobs(payload))
    return
  }
  trackInFlightWork(payload.logger)
  let stopping: Promise<void> | undefined
  const onSignal = (signal: NodeJS.Signals) => {
    // The second signal of a Ctrl+C (the terminal and `npm start` both send one) changes nothing.
    stopping ??= shutDown(payload, signal, SHUTDOWN_GRACE_SECONDS * 1000).then(
      () => process.exit(0),
      (error: unknown) => {
        payload.logger.error({ err: error }, 'Stop failed')
        process.exit(1)
      },
    )
  }
  process.on('SIGTERM', onSignal)
  process.on('SIGINT', onSignal)
}

function stopJobs(payload: Payload): void {
  stopSupervisingJobs()
  stopJobRuns(payload)
}

/** Lets the requests and jobs in progress finish, for `graceMs` at most. */
export async function shutDown(payload: Payload, signal: string, graceMs: number): Promise<void> {
  payload.logger.info({ signal, graceMs }, 'Stopping: finishing the requests and jobs in progress')
  stopJobs(payload)
  stopAcceptingRequests()
  const deadline = Date.now() + graceMs
  const busy = () => {
    const { requests, background } = inFlightWork()
    return requests > 0 || background > 0 || jobRunsBusy()
  }
  while (busy() && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
  const handedBack = await handBackRunningJobs(payload)
  if (busy()) {
    payload.logger.warn(
      { ...inFlightWork(), jobs: handedBack },
      'Grace period over: unfinished jobs handed back to the queue, the rest is cut',
    )
  }
  payload.logger.info('Stopped')
}
