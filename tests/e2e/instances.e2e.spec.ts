import crypto from 'node:crypto'
import fs from 'node:fs'

import pg from 'pg'

import { freePort } from '../resilience/support/free-port'
import { TestSmtpServer } from '../int/support/smtp'
import { type AppInstance, startInstance } from './support/app-instance'
import { e2eAdmin } from './support/e2e-env'
import { address, signIn } from './support/instance-requests'
import { dropSharedCache, sharedCacheEntries } from './support/shared-cache'
import { expect, test } from './support/fixtures'

/**
 * Two instances of the site from the production build, on one PostgreSQL database and one
 * Redis, as behind a load balancer: what one renders, the other serves; what one does, the
 * other shows and counts. Loopback only.
 */
const postgresUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const databaseName = `site_instances_${crypto.randomBytes(5).toString('hex')}`
const mediaDir = `./data/e2e-instances-media-${databaseName}`
const smtp = new TestSmtpServer()
// Rounds of the jobs queue, shorter than the default 15 s so that waiting for two is brief.
const JOBS_INTERVAL_SECONDS = 3
let a: AppInstance
let b: AppInstance

async function onServer(sql: string) {
  const client = new pg.Client({ connectionString: postgresUrl })
  await client.connect()
  await client.query(sql).finally(() => client.end())
}

test.describe.configure({ mode: 'serial', timeout: 240_000 })

test.beforeAll(async () => {
  test.setTimeout(400_000)
  await onServer(`CREATE DATABASE ${databaseName}`)
  await dropSharedCache(redisUrl)
  const database = new URL(postgresUrl)
  database.pathname = `/${databaseName}`
  const [portA, portB] = [await freePort(), await freePort()]
  const env = {
    DATABASE_URL: database.toString(),
    REDIS_URL: redisUrl,
    SMTP_URL: await smtp.start(),
    SITE_URL: `http://localhost:${portA}`,
    PAYLOAD_SECRET: 'instances-e2e-secret-0123456789abcdefghijkl',
    ADMIN_EMAIL: e2eAdmin.email,
    ADMIN_PASSWORD: e2eAdmin.password,
    MEDIA_DIR: mediaDir,
    RATE_LIMIT_PER_10_MIN: '6',
    // The test plays the load balancer in front of both instances, on loopback: its
    // X-Forwarded-For names the client, as a real one's would.
    TRUSTED_PROXIES: 'loopback',
    LOG_LEVEL: 'warn',
    JOBS_INTERVAL_SECONDS: String(JOBS_INTERVAL_SECONDS),
  }
  // Started together on the empty database: one migrates and seeds, the other waits for it.
  ;[a, b] = await Promise.all([
    startInstance(portA, { ...env, PORT: String(portA) }),
    startInstance(portB, { ...env, PORT: String(portB) }),
  ])
})

test.afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()])
  await smtp.stop()
  await dropSharedCache(redisUrl)
  await onServer(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`)
  fs.rmSync(mediaDir, { recursive: true, force: true })
})

test('a page rendered on one instance is served from the shared cache by the other', async () => {
  const page = '/fr/realisations'
  const rendered = await fetch(a.url + page)
  expect(rendered.status).toBe(200)
  expect(rendered.headers.get('x-nextjs-cache')).toBe('MISS')
  await rendered.text()
  // Once A serves it from the cache, the render is stored (A keeps none of its own with Redis).
  await expect
    .poll(async () => (await fetch(a.url + page)).headers.get('x-nextjs-cache'))
    .toBe('HIT')
  expect(await sharedCacheEntries(redisUrl)).toBeGreaterThan(0)
  // B's first request for the page: served from A's render, not rendered again.
  const onB = await fetch(b.url + page)
  expect(onB.headers.get('x-nextjs-cache')).toBe('HIT')
  expect(await onB.text()).toBe(await (await fetch(a.url + page)).text())
})

test('a change published on one instance shows on the other', async () => {
  const auth = await signIn(a.url)
  const list = await fetch(`${a.url}/api/projects?sort=position&limit=1&locale=fr`, {
    headers: auth,
  })
  const project = ((await list.json()) as { docs: { id: number; slug: string; title: string }[] })
    .docs[0]!
  const page = `/fr/realisation/${project.slug}`
  // Both instances have the page in their cache.
  for (const instance of [a, b]) {
    expect(await (await fetch(instance.url + page)).text()).toContain(project.title)
  }
  const title = `${project.title} (édition ${crypto.randomInt(1000, 9999)})`
  const saved = await fetch(`${a.url}/api/projects/${project.id}?locale=fr`, {
    method: 'PATCH',
    headers: { ...auth, 'Content-Type': 'application/json' },
    body: JSON.stringify({ title }),
  })
  expect(saved.status).toBe(200)
  for (const instance of [a, b]) {
    await expect
      .poll(async () => (await fetch(instance.url + page)).text(), { timeout: 10_000 })
      .toContain(title)
  }
})

test('a session opened on one instance is valid on the other', async () => {
  const auth = await signIn(a.url)
  const me = await fetch(`${b.url}/api/admin-users/me`, { headers: auth })
  expect(((await me.json()) as { user: { email: string } | null }).user?.email).toBe(e2eAdmin.email)
})

test('the sign-in limit counts attempts on both instances together', async () => {
  const from = address()
  const attempt = (instance: AppInstance) =>
    fetch(`${instance.url}/api/admin-users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': from },
      body: JSON.stringify({ email: e2eAdmin.email, password: 'not-the-password' }),
    })
  // Six attempts allowed per address, alternating instances: three on each.
  for (let i = 0; i < 6; i += 1) {
    expect((await attempt(i % 2 === 0 ? a : b)).status).toBe(401)
  }
  for (const instance of [a, b]) {
    const refused = await attempt(instance)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
  }
})

test('a queued e-mail is sent once while both instances run the jobs queue', async () => {
  smtp.failing = true
  const forgot = await fetch(`${a.url}/api/admin-users/forgot-password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address() },
    body: JSON.stringify({ email: e2eAdmin.email }),
  })
  expect(forgot.status).toBe(200)
  smtp.failing = false
  const received = () => smtp.received.filter((mail) => mail.to.includes(e2eAdmin.email)).length
  // Both instances look for due jobs on the same seconds; the retry is due 5 s after the failure.
  await expect.poll(received, { timeout: 30_000, intervals: [500] }).toBe(1)
  // Both instances' next two rounds find nothing left to send.
  await new Promise((resolve) => setTimeout(resolve, (2 * JOBS_INTERVAL_SECONDS + 1) * 1000))
  expect(received()).toBe(1)
})
