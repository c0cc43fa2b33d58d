import crypto from 'node:crypto'
import fs from 'node:fs'

import { TestSmtpServer } from '../int/support/smtp'
import { freePort } from '../resilience/support/free-port'
import { type AppInstance, startInstance } from './support/app-instance'
import { e2eAdmin } from './support/e2e-env'
import { acceptsConnections, slowPost, sqliteRows } from './support/probes'
import { expect, test } from './support/fixtures'

/**
 * Stopping an instance (SIGTERM) while the jobs queue sends an e-mail to a slow mail server:
 * src/platform/shutdown. Two instances from the production build, each with its SQLite file
 * and loopback SMTP server, started together; each gets an e-mail job running at the same
 * round of the queue. `patient` has the default grace period (30 s) and finishes; `hasty` has
 * 1 s and hands its job back to the queue.
 */
const run = crypto.randomBytes(4).toString('hex')
const files = (name: string) => ({
  database: `data/e2e-shutdown-${name}-${run}.db`,
  media: `data/e2e-shutdown-${name}-media-${run}`,
})
const patient = { smtp: new TestSmtpServer(), ...files('patient') }
const hasty = { smtp: new TestSmtpServer(), ...files('hasty') }
let patientApp: AppInstance
let hastyApp: AppInstance

test.describe.configure({ mode: 'serial', timeout: 120_000 })

async function start(side: typeof patient, smtpUrl: string, more: Record<string, string> = {}) {
  const port = await freePort()
  return startInstance(port, {
    PORT: String(port),
    DATABASE_URL: `file:./${side.database}`,
    MEDIA_DIR: `./${side.media}`,
    SMTP_URL: smtpUrl,
    SITE_URL: `http://localhost:${port}`,
    PAYLOAD_SECRET: 'shutdown-e2e-secret-0123456789abcdefghijklm',
    ADMIN_EMAIL: e2eAdmin.email,
    ADMIN_PASSWORD: e2eAdmin.password,
    LOG_LEVEL: 'warn',
    ...more,
  })
}

const QUEUE_ROUND_MS = 15_000 // src/payload.config.ts, jobs.autoRun: '*/15 * * * * *'
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * A password-reset e-mail the mail server refuses at once: the outbox queues a retry job, which
 * the next round of the queue runs. Not in the last seconds before a round, so that the mail
 * server answers slowly (`delayMs`) before the job reaches it.
 */
async function queueEmailJob(app: AppInstance, smtp: TestSmtpServer, delayMs: number) {
  const intoRound = Date.now() % QUEUE_ROUND_MS
  if (intoRound > QUEUE_ROUND_MS - 5000) await sleep(QUEUE_ROUND_MS - intoRound + 500)
  smtp.failing = true
  const response = await fetch(`${app.url}/api/admin-users/forgot-password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: e2eAdmin.email }),
  })
  expect(response.status).toBe(200)
  smtp.failing = false
  smtp.delayMs = delayMs
}

test.beforeAll(async () => {
  test.setTimeout(300_000)
  const [patientSmtp, hastySmtp] = await Promise.all([patient.smtp.start(), hasty.smtp.start()])
  // Beyond the transport's 20 s idle timeout, so the hasty job is still sending at its stop.
  const slowHastySmtp = `${hastySmtp}?socketTimeout=120000`
  ;[patientApp, hastyApp] = await Promise.all([
    start(patient, patientSmtp),
    start(hasty, slowHastySmtp, { SHUTDOWN_GRACE_SECONDS: '1' }),
  ])
  // Each job's SMTP exchange lasts this long.
  await queueEmailJob(patientApp, patient.smtp, 12_000)
  await queueEmailJob(hastyApp, hasty.smtp, 60_000)
})

test.afterAll(async () => {
  await Promise.all([patientApp?.stop(), hastyApp?.stop()])
  await Promise.all([patient.smtp.stop(), hasty.smtp.stop()])
  for (const side of [patient, hasty]) {
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(side.database + suffix, { force: true })
    fs.rmSync(side.media, { recursive: true, force: true })
  }
})

/** The queue looks for due jobs every 15 s: wait until it is sending the e-mail. */
async function jobSending(smtp: TestSmtpServer) {
  await expect.poll(() => smtp.answering, { timeout: 40_000, intervals: [100] }).toBe(1)
}

const emailJobs = (database: string) =>
  sqliteRows(
    database,
    `SELECT processing, completed_at FROM payload_jobs WHERE task_slug = 'deliverEmail'`,
  )

test('a stop finishes the running job and the request in flight, then exits 0', async () => {
  await jobSending(patient.smtp)
  const signIn = slowPost(`${patientApp.url}/api/admin-users/login`, e2eAdmin, 3000)
  await sleep(500)
  patientApp.signal('SIGTERM')
  expect(await signIn).toBe(200)
  // No new connection is taken while the job finishes.
  expect(await acceptsConnections(patientApp.url)).toBe(false)
  expect(await patientApp.exited).toMatchObject({ code: 0, signal: null })
  // The mail server answered (12 s after the job's message came) before the process ended, and
  // the site recorded it: delivered once, the job completed (Payload then deletes it).
  expect(patient.smtp.received.filter((mail) => mail.to.includes(e2eAdmin.email))).toHaveLength(1)
  expect(sqliteRows(patient.database, 'SELECT status FROM email_outbox')).toEqual([
    { status: 'sent' },
  ])
  expect(emailJobs(patient.database)).toEqual([])
})

test('a job still running at the end of the grace period goes back to the queue', async () => {
  await jobSending(hasty.smtp)
  const signedAt = Date.now()
  hastyApp.signal('SIGTERM')
  const exit = await hastyApp.exited
  expect(exit).toMatchObject({ code: 0, signal: null })
  expect(exit.at - signedAt).toBeLessThan(10_000)
  // Not completed, not marked as running: the next round of any instance picks it.
  expect(emailJobs(hasty.database)).toEqual([{ processing: 0, completed_at: null }])
})
