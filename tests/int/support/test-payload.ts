import fs from 'node:fs'

import type { Payload } from 'payload'
import { inject } from 'vitest'

import { copyDatabase, type TestDatabase } from './test-database'

export type TestContext = { payload: Payload; database: TestDatabase; close: () => Promise<void> }

type Options = { env?: Record<string, string | undefined> }

/**
 * Starts Payload through its local API, exactly as the app does (migrations, first admin, seed
 * check), on this file's own copy of the run's seeded template database and media. Environment
 * overrides apply before the config is built.
 */
export async function startPayload(options: Options = {}): Promise<TestContext> {
  const database = await copyDatabase(inject('templateDatabaseUrl'))
  const mediaDir = process.env.MEDIA_DIR
  if (!mediaDir) throw new Error('tests/int/setup.ts gives each file its MEDIA_DIR')
  fs.cpSync(inject('templateMediaDir'), mediaDir, { recursive: true })
  process.env.DATABASE_URL = database.url
  for (const [key, value] of Object.entries(options.env ?? {})) {
    if (value === undefined) delete process.env[key]
    else process.env[key] = value
  }
  const { resetEnvCache } = await import('@/config/env')
  resetEnvCache()
  const { default: config } = await import('@payload-config')
  const { getPayload } = await import('payload')
  const payload = await getPayload({ config, key: database.url })
  return {
    payload,
    database,
    close: async () => {
      const { resetRateLimits } = await import('@/platform/rate-limit/rate-limit')
      resetRateLimits()
      await payload.destroy()
      await closeConnections(payload)
      await database.drop()
    },
  }
}

/**
 * Payload's destroy() leaves the PostgreSQL pool and the SQLite client open. The PostgreSQL
 * adapter keeps one client checked out for good, so the pool can only be ended without waiting;
 * dropping the database then closes that last connection.
 */
export async function closeConnections(payload: Payload): Promise<void> {
  const db = payload.db as unknown as {
    pool?: {
      ending: boolean
      end: () => Promise<void>
      on: (event: 'error', listener: () => void) => void
    }
    client?: { close?: () => void }
  }
  if (db.pool) {
    if (db.pool.ending) return
    db.pool.on('error', () => undefined)
    void db.pool.end()
  } else {
    db.client?.close?.()
  }
}
