// Integration tests build the Payload config from the environment: pin what tests rely on.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, vi } from 'vitest'

import { mediaStorageVariableNames } from '@/config/media-storage'

import { closeConnections } from './support/test-payload'

// Files share one process (isolate: false) so Payload and the database drivers load once; each
// file still evaluates the app's own modules afresh, with its own environment, restored after.
vi.resetModules()
const environment = { ...process.env }
afterAll(async () => {
  await forgetPayloadInstances()
  for (const key of Object.keys(process.env)) if (!(key in environment)) delete process.env[key]
  Object.assign(process.env, environment)
})

Object.assign(process.env, { NODE_ENV: 'test' })
process.env.JOBS_AUTORUN = 'false'
process.env.SITE_URL = 'http://localhost:3000'
process.env.LOG_LEVEL = 'warn'
delete process.env.SMTP_URL
delete process.env.ADMIN_EMAIL
delete process.env.ADMIN_PASSWORD
// Rate limits count in the test's own database (or memory), never in a developer's Redis.
delete process.env.REDIS_URL
// Media stay on the local disk unless a test starts its own S3 server (media-s3.int.spec.ts).
for (const key of mediaStorageVariableNames) delete process.env[key]
// The seed uploads pictures: each test file gets its own media folder, removed afterwards.
const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-int-media-'))
process.env.MEDIA_DIR = mediaDir
afterAll(() => fs.rmSync(mediaDir, { recursive: true, force: true }))

/**
 * Payload keeps its instances in a process-wide map: the next file must start its own, and an
 * instance the app's code opened under the default key must not outlive its database.
 */
async function forgetPayloadInstances(): Promise<void> {
  const cache = (globalThis as { _payload?: Map<string, { payload: Payload | null }> })._payload
  for (const entry of cache?.values() ?? [])
    if (entry.payload) await closeConnections(entry.payload)
  cache?.clear()
}
