// @ts-check
import { createRequire } from 'node:module'

/**
 * The one module that reaches into Next.js's internals: the types of the `cacheHandler`
 * interface and Next.js's own file-system cache, which Next.js publishes only under next/dist.
 * An upgrade that moves them fails the type check and next-incremental-cache.test.ts, not the
 * running site.
 *
 * @typedef {import('next/dist/server/lib/incremental-cache').CacheHandler} CacheHandler
 * @typedef {import('next/dist/server/lib/incremental-cache').CacheHandlerContext} HandlerContext
 * @typedef {import('next/dist/server/lib/incremental-cache').CacheHandlerValue} CacheHandlerValue
 * @typedef {Parameters<CacheHandler['get']>[1]} GetContext
 * @typedef {Parameters<CacheHandler['set']>[1]} CacheValue
 * @typedef {Parameters<CacheHandler['set']>[2]} SetContext
 * @typedef {Exclude<CacheHandlerValue['cacheControl'], undefined>} CacheControl
 */

const require = createRequire(import.meta.url)

/** @type {typeof import('next/dist/server/lib/incremental-cache/file-system-cache').default} */
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache').default

/**
 * Next.js's default cache (memory, then the build's folder on disk), as Next.js builds it when
 * no handler is configured: none without a file system to keep it on.
 * @param {HandlerContext} ctx
 * @returns {CacheHandler | undefined}
 */
export function nextDefaultCache(ctx) {
  const { fs, serverDistDir } = ctx
  return fs && serverDistDir ? new FileSystemCache({ ...ctx, fs, serverDistDir }) : undefined
}

/** Where Next.js puts the tags of a page or route response (implicit path tags included). */
const RESPONSE_TAGS_HEADER = 'x-next-cache-tags'

/**
 * The tags that expire an entry: a response's from its header (the page's own path tags and
 * those of the data it read), data's from when it was stored and from the request asking for it
 * (tags given to unstable_cache or fetch, and the path tags of the page being rendered).
 * @param {CacheValue} value
 * @param {string[] | undefined} storedTags
 * @param {GetContext} ctx
 * @returns {string[]}
 */
export function entryTags(value, storedTags, ctx) {
  const tags = [...(storedTags ?? [])]
  if ('tags' in ctx || 'softTags' in ctx) tags.push(...(ctx.tags ?? []), ...(ctx.softTags ?? []))
  const header = value && 'headers' in value ? value.headers?.[RESPONSE_TAGS_HEADER] : undefined
  if (typeof header === 'string') tags.push(...header.split(','))
  return tags
}

/**
 * The tags a data entry was stored with, and the lifetime of a response.
 * @param {SetContext} ctx
 * @returns {{ tags?: string[], cacheControl?: CacheControl }}
 */
export function storedFields(ctx) {
  if (ctx.fetchCache) return { tags: ctx.tags }
  return { cacheControl: ctx.cacheControl }
}
