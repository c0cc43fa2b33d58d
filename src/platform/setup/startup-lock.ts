import { Client } from 'pg'

import { isPostgres } from '@/config/env'

/** Any fixed number: the key of PostgreSQL's advisory lock that start-ups take in turn. */
const STARTUP_LOCK_KEY = 7_310_524_118

/**
 * Runs the start-up work (migrations, first admin, seed) of one instance at a time. Two
 * instances starting together on an empty PostgreSQL database would otherwise both create the
 * schema and both seed the content. The lock belongs to a connection of its own: it is released
 * when the work ends, or by PostgreSQL when the process dies. SQLite has one instance.
 */
export async function withStartupLock<T>(databaseUrl: string, work: () => Promise<T>): Promise<T> {
  if (!isPostgres(databaseUrl)) return work()
  const client = new Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 })
  client.on('error', () => undefined)
  await client.connect()
  try {
    await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY])
    return await work()
  } finally {
    await client.end().catch(() => undefined)
  }
}
