import type { Payload } from 'payload'

type ErrorSource = { on: (event: 'error', listener: (error: Error) => void) => unknown }
type PostgresPool = ErrorSource & {
  on: (event: 'connect', listener: (client: ErrorSource) => void) => unknown
}

/**
 * PostgreSQL restarting, or a network cut, makes `pg` emit 'error' on the pool (idle
 * connections) and on every connection checked out for a transaction. Neither Payload nor
 * drizzle listens there, and an unheard 'error' event kills the Node process: a database
 * restart would take the site down with it. Heard, it only fails the requests in flight (they
 * answer with an error, nothing is acknowledged); the pool drops the dead connections and opens
 * new ones once the database is back. Tested in tests/resilience/postgres-restart.
 */
export function keepDatabaseErrorsHandled(payload: Payload): void {
  const pool = (payload.db as unknown as { pool?: PostgresPool }).pool
  if (!pool) return
  const report = (error: Error) =>
    payload.logger.warn({ msg: 'Database connection lost', error: error.message })
  pool.on('error', report)
  pool.on('connect', (client) => client.on('error', report))
}
