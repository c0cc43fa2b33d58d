// @ts-check
import { Redis } from 'ioredis'

/** How long a request waits on Redis before it is rendered without the shared cache. */
const COMMAND_TIMEOUT_MS = 500
/** How long the first requests after a start wait for the first connection (once). */
const CONNECT_TIMEOUT_MS = 2000

/**
 * The connection an instance keeps to the shared cache. Every command either answers or fails
 * within COMMAND_TIMEOUT_MS: with Redis away the site renders as if nothing were cached, rather
 * than wait or fail. The first failure of an outage is logged, and the recovery; ioredis
 * reconnects on its own.
 */
export class RedisConnection {
  /** @param {string} url */
  constructor(url) {
    this.available = true
    this.client = new Redis(url, {
      // Commands fail at once while disconnected instead of queueing behind the reconnection.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      commandTimeout: COMMAND_TIMEOUT_MS,
      connectTimeout: CONNECT_TIMEOUT_MS,
    })
    // Without a listener an unreachable Redis crashes the process with an unhandled 'error'.
    this.client.on('error', () => undefined)
    this.connected = firstConnection(this.client)
  }

  /**
   * Runs `command` on the client.
   * @template T
   * @param {(client: Redis) => Promise<T>} command
   * @returns {Promise<{ ok: true, result: T } | { ok: false }>} never rejects
   */
  async run(command) {
    await this.connected
    try {
      const result = await command(this.client)
      if (!this.available) console.info('Shared cache: Redis answers again.')
      this.available = true
      return { ok: true, result }
    } catch (error) {
      if (this.available) {
        const reason = error instanceof Error ? error.message : String(error)
        console.error(
          `Shared cache: Redis does not answer (${reason}); pages render without the shared ` +
            'cache and changes made meanwhile are shared once it is back.',
        )
      }
      this.available = false
      return { ok: false }
    }
  }

  async close() {
    await this.client.quit().catch(() => this.client.disconnect())
  }
}

/**
 * Resolves at the first connection, its failure, or after CONNECT_TIMEOUT_MS: the first
 * requests after a start use Redis rather than fail on a connection still being made, and a
 * Redis that is away is not waited for again.
 * @param {Redis} client
 * @returns {Promise<void>}
 */
function firstConnection(client) {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer)
      client.off('ready', done)
      client.off('error', done)
      resolve()
    }
    const timer = setTimeout(done, CONNECT_TIMEOUT_MS)
    client.once('ready', done)
    client.once('error', done)
  })
}
