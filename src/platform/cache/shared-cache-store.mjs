// @ts-check
import { decodeEntry, encodeEntry, ttlSeconds } from './cache-entry.mjs'

/**
 * @typedef {import('./cache-entry.mjs').StoredEntry} StoredEntry
 * @typedef {import('./cache-entry.mjs').Expiries} Expiries
 * @typedef {import('./redis-connection.mjs').RedisConnection} RedisConnection
 */

const PREFIX = 'site-cache'
/**
 * Tag expiries are shared by every build: during a rolling deploy a change saved on an
 * instance of the old build must expire the pages the new one cached. One field per tag name
 * (the site has a dozen), never removed: an entry, or a page the build wrote to disk, is only
 * known to be stale through them.
 */
const EXPIRIES_KEY = `${PREFIX}:tag-expiries`

/** Keeps the higher of two expiries of a tag, whichever instance writes last. */
const EXPIRE_TAGS_SCRIPT = `
for i = 1, #ARGV, 2 do
  local current = tonumber(redis.call('HGET', KEYS[1], ARGV[i]))
  if not current or current < tonumber(ARGV[i + 1]) then
    redis.call('HSET', KEYS[1], ARGV[i], ARGV[i + 1])
  end
end
return 0`

/**
 * The page and data cache of one build in Redis, and the tag expiries of all builds. Nothing
 * here throws: a failed read is a miss, a failed write is lost, a failed expiry is kept and
 * written with the next command that gets through.
 */
export class SharedCacheStore {
  /**
   * @param {RedisConnection} connection
   * @param {string} buildId entries are kept per build: a deploy never reads the previous one's
   */
  constructor(connection, buildId) {
    this.connection = connection
    this.entryPrefix = `${PREFIX}:${buildId}:`
    /** @type {Expiries} the last read, for the build's own files while Redis is away */
    this.known = new Map()
    /** @type {Map<string, number>} expiries not written yet */
    this.pending = new Map()
  }

  /**
   * @param {string} key
   * @returns {Promise<{ entry?: StoredEntry, expiries: Expiries }>}
   */
  async read(key) {
    await this.writePending()
    // One round trip: the entry and every expiry (a page's tags are only known from its entry).
    const read = await this.connection.run(async (client) => {
      const replies = await client
        .pipeline()
        .getBuffer(this.entryPrefix + key)
        .hgetall(EXPIRIES_KEY)
        .exec()
      // A pipeline reports its commands' failures (Redis away included) in its replies.
      const failure = replies?.find(([error]) => error)?.[0]
      if (!replies || failure) throw failure ?? new Error('Pipeline not run')
      return replies
    })
    if (!read.ok) return { expiries: this.known }
    const [bytes, tags] = read.result.map(([, reply]) => reply)
    const expiries = typeof tags === 'object' && tags !== null ? Object.entries(tags) : []
    this.known = new Map(expiries.map(([tag, at]) => [tag, Number(at)]))
    const entry = Buffer.isBuffer(bytes) ? decodeEntry(bytes) : undefined
    return { entry, expiries: this.known }
  }

  /**
   * @param {string} key
   * @param {StoredEntry} entry
   */
  async write(key, entry) {
    const bytes = encodeEntry(entry)
    const ttl = ttlSeconds(entry.cacheControl)
    await this.connection.run((client) => client.set(this.entryPrefix + key, bytes, 'EX', ttl))
  }

  /**
   * @param {string[]} tags
   * @param {number} at the time of the change (ms)
   */
  async expireTags(tags, at) {
    for (const tag of tags) this.pending.set(tag, Math.max(at, this.pending.get(tag) ?? 0))
    await this.writePending()
  }

  async writePending() {
    if (this.pending.size === 0) return
    const writing = [...this.pending]
    const written = await this.connection.run((client) =>
      client.eval(EXPIRE_TAGS_SCRIPT, 1, EXPIRIES_KEY, ...writing.flat()),
    )
    if (!written.ok) return
    for (const [tag, at] of writing) if (this.pending.get(tag) === at) this.pending.delete(tag)
  }
}
