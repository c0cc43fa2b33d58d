// @ts-check
import { isExpired, isKept, RENDER_GRACE_MS } from './cache-entry.mjs'
import { buildIdOf, builtAtOf, settingsFromEnvironment } from './cache-settings.mjs'
import { entryTags, nextDefaultCache, storedFields } from './next-incremental-cache.mjs'
import { RedisConnection } from './redis-connection.mjs'
import { SharedCacheStore } from './shared-cache-store.mjs'

/**
 * @typedef {import('./next-incremental-cache.mjs').CacheHandler} CacheHandler
 * @typedef {import('./next-incremental-cache.mjs').HandlerContext} HandlerContext
 * @typedef {import('./next-incremental-cache.mjs').CacheHandlerValue} CacheHandlerValue
 * @typedef {import('./next-incremental-cache.mjs').GetContext} GetContext
 * @typedef {import('./next-incremental-cache.mjs').CacheValue} CacheValue
 * @typedef {import('./next-incremental-cache.mjs').SetContext} SetContext
 * @typedef {import('./cache-settings.mjs').CacheSettings} CacheSettings
 */

/**
 * The cache of pages, route responses and unstable_cache data (next.config.ts `cacheHandler`).
 *
 * With REDIS_URL, every instance keeps its entries in one Redis and records there when each tag
 * expired: a change saved on any instance makes the pages and data carrying its tags stale on
 * all of them at once, and a page rendered on one is served by the others. What `next build`
 * prerendered is still read from the build folder, and is as stale as its tags say.
 * Without REDIS_URL (one instance), during `next build` and in development, this is Next.js's
 * own cache, unchanged.
 *
 * @param {CacheSettings} settings
 * @param {number} graceMs see RENDER_GRACE_MS
 */
export function createCacheHandler(settings, graceMs = RENDER_GRACE_MS) {
  /** @type {Map<string, SharedCacheStore>} one connection per build (a process serves one) */
  const stores = new Map()

  /** @param {HandlerContext} ctx */
  function sharedStore(ctx) {
    const buildId = buildIdOf(ctx.serverDistDir)
    if (!settings.redisUrl || settings.building || ctx.dev || !buildId) return undefined
    let store = stores.get(buildId)
    if (!store) {
      store = new SharedCacheStore(new RedisConnection(settings.redisUrl), buildId)
      stores.set(buildId, store)
    }
    return store
  }

  /** Next.js creates one per request: the connections above outlive it. */
  return class SiteCacheHandler {
    /** @param {HandlerContext} ctx */
    constructor(ctx) {
      this.local = nextDefaultCache(ctx)
      this.shared = sharedStore(ctx)
      this.builtAt = builtAtOf(ctx.serverDistDir)
    }

    /**
     * What the build prerendered into its folder. Anything written there later is not this
     * instance's (with Redis it writes none): a process serving the same folder without Redis
     * rendered it, from data the shared tag expiries may know nothing of.
     * @param {string} key
     * @param {GetContext} ctx
     */
    async fromBuild(key, ctx) {
      const found = await this.local?.get(key, ctx).catch(() => null)
      return found && (found.lastModified ?? Infinity) <= this.builtAt ? found : null
    }

    /**
     * @param {string} key
     * @param {GetContext} ctx
     * @returns {Promise<CacheHandlerValue | null>}
     */
    async get(key, ctx) {
      if (!this.shared) return (await this.local?.get(key, ctx)) ?? null
      const { entry, expiries } = await this.shared.read(key)
      const found = entry ?? (await this.fromBuild(key, ctx))
      if (!found) return null
      const tags = entryTags(found.value, entry?.tags, ctx)
      if (isExpired(tags, found.lastModified, expiries, graceMs)) return null
      const { lastModified, value, cacheControl } = found
      return { lastModified, value, cacheControl }
    }

    /**
     * Not-found answers and redirects are not kept (see isKept): the same answer is rendered
     * again for the next request, which was all keeping it would have saved.
     * @param {string} key
     * @param {CacheValue} value
     * @param {SetContext} ctx
     */
    async set(key, value, ctx) {
      if (!isKept(value)) return
      if (!this.shared) return this.local?.set(key, value, ctx)
      await this.shared.write(key, { lastModified: Date.now(), value, ...storedFields(ctx) })
    }

    /**
     * Every expiry is immediate on the other instances (a stale-while-revalidate profile
     * included): their next request for a page carrying the tag renders it.
     * @param {string | string[]} tags
     * @param {{ expire?: number }} [durations]
     */
    async revalidateTag(tags, durations) {
      // This instance's own record, which Next.js also checks (and the only one without Redis).
      await this.local?.revalidateTag(tags, durations)
      await this.shared?.expireTags(typeof tags === 'string' ? [tags] : tags, Date.now())
    }

    resetRequestCache() {
      this.local?.resetRequestCache()
    }

    /** Closes the connections (tests: a stopping site simply exits). */
    static async disconnect() {
      await Promise.all([...stores.values()].map((store) => store.connection.close()))
      stores.clear()
    }
  }
}

export default createCacheHandler(settingsFromEnvironment())
