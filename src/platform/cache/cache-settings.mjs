// @ts-check
import fs from 'node:fs'
import path from 'node:path'

/**
 * What the cache handler needs from its surroundings, read in this one place.
 *
 * Next.js loads the handler (next.config.ts `cacheHandler`) with Node's import() at run time,
 * outside the app's bundle: neither the `@/` alias nor src/config/env.ts (which uses it) can be
 * reached from here, so CACHE_REDIS_URL (the cache's own Redis, which may evict) and REDIS_URL
 * (shared with the rate-limit counters) are read from the environment directly. They are the
 * variables src/config/env.ts validates: an instance with a malformed one does not start
 * (src/platform/setup/boot.ts).
 *
 * @typedef {{ redisUrl?: string, building: boolean }} CacheSettings
 */

/**
 * @param {NodeJS.ProcessEnv} environment
 * @returns {CacheSettings}
 */
export function cacheSettings(environment) {
  return {
    redisUrl: environment.CACHE_REDIS_URL?.trim() || environment.REDIS_URL?.trim() || undefined,
    // `next build` writes what it prerenders to the build folder, which the instances read.
    building: environment.NEXT_PHASE === 'phase-production-build',
  }
}

/** @returns {CacheSettings} */
export function settingsFromEnvironment() {
  // eslint-disable-next-line no-restricted-syntax -- out of the app's reach, see above
  return cacheSettings(process.env)
}

/** @type {Map<string, string | undefined>} */
const buildIds = new Map()

/**
 * The id of the build served from `serverDistDir` (Next.js writes it beside that folder), read
 * once; undefined when there is none to read.
 * @param {string | undefined} serverDistDir
 */
export function buildIdOf(serverDistDir) {
  if (!serverDistDir) return undefined
  if (!buildIds.has(serverDistDir)) {
    const file = path.join(serverDistDir, '..', 'BUILD_ID')
    const id = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : ''
    buildIds.set(serverDistDir, id || undefined)
  }
  return buildIds.get(serverDistDir)
}

/** @type {Map<string, number>} */
const buildEnds = new Map()

/**
 * When the build served from `serverDistDir` finished: Next.js writes its prerender manifest
 * once every page it prerenders is on disk, and never touches it at run time. 0 when unknown.
 * @param {string | undefined} serverDistDir
 */
export function builtAtOf(serverDistDir) {
  if (!serverDistDir) return 0
  if (!buildEnds.has(serverDistDir)) {
    const file = path.join(serverDistDir, '..', 'prerender-manifest.json')
    buildEnds.set(serverDistDir, fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0)
  }
  return buildEnds.get(serverDistDir) ?? 0
}
