import { Mutex } from 'async-mutex'

/**
 * Booking writes of this process, one at a time. The database's lock cells decide between
 * processes; inside one process, fifty visitors racing for a slot would otherwise each hold a
 * pooled PostgreSQL connection in a transaction that waits on the winner's, and starve the pool.
 */
const writes = new Mutex()

export function serializeBookingWrite<T>(write: () => Promise<T>): Promise<T> {
  return writes.runExclusive(write)
}
