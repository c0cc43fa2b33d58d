import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { Redis } from 'ioredis'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { createCacheHandler } from '@/platform/cache/cache-handler.mjs'
import type {
  CacheValue,
  GetContext,
  HandlerContext,
  SetContext,
} from '@/platform/cache/next-incremental-cache.mjs'

/**
 * The cache handler of next.config.ts against the real Redis (started by .ci/run): two
 * instances of the site are two handler classes with their own connections, as two processes.
 */
export const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
/** In every key and tag a file writes, so runs side by side and the cleanup stay apart. */
export const run = crypto.randomBytes(4).toString('hex')
const folders: string[] = []
const handlers: { disconnect: () => Promise<void> }[] = []
export const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0 })

/**
 * Connects and cleans up after the file. A Redis out of reach fails the file's tests (this one
 * says why), never skips them: CI starts one.
 */
export function withRedis(): void {
  beforeAll(() => redis.connect().catch(() => undefined))
  it('runs against a Redis that answers (TEST_REDIS_URL, else the local one)', async () => {
    await expect(redis.ping(), `no Redis answers at ${redisUrl}: start it`).resolves.toBe('PONG')
  })
  afterAll(async () => {
    await Promise.all(handlers.map((handler) => handler.disconnect()))
    for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true })
    if (redis.status !== 'ready') return redis.disconnect()
    const keys = await redis.keys(`site-cache:*${run}*`)
    if (keys.length > 0) await redis.del(...keys)
    const tags = Object.keys(await redis.hgetall('site-cache:tag-expiries'))
    const ours = tags.filter((tag) => tag.includes(run))
    if (ours.length > 0) await redis.hdel('site-cache:tag-expiries', ...ours)
    redis.disconnect()
  })
}

/** The folder of a build `next build` left, as Next.js names it to the handler. */
export function buildFolder(buildId: string): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'site-cache-'))
  folders.push(dist)
  fs.writeFileSync(path.join(dist, 'BUILD_ID'), buildId)
  fs.mkdirSync(path.join(dist, 'server'))
  return path.join(dist, 'server')
}

/** Ends a build made by buildFolder: what is written there from now on is written at run time. */
export function finishBuild(serverDistDir: string) {
  const manifest = path.join(serverDistDir, '..', 'prerender-manifest.json')
  fs.writeFileSync(manifest, '{}')
  // A second later than anything the build wrote, as on a file system with coarse times.
  const end = new Date(Date.now() + 1000)
  fs.utimesSync(manifest, end, end)
}

/** Next.js hands the handler its own file functions; these do the same with Node's. */
export const cacheFs: NonNullable<HandlerContext['fs']> = {
  existsSync: fs.existsSync,
  readFile: fs.promises.readFile,
  readFileSync: fs.readFileSync,
  writeFile: (file, data) => fs.promises.writeFile(file, data),
  mkdir: (dir) => fs.promises.mkdir(dir, { recursive: true }),
  stat: (file) => fs.promises.stat(file),
}

/** A handler class of its own (own connections), closed after the file. */
export function handlerClass(...args: Parameters<typeof createCacheHandler>) {
  const Handler = createCacheHandler(...args)
  handlers.push(Handler)
  return Handler
}

/**
 * An instance's handler as Next.js creates it for a request. Without `fs`, it leaves out the
 * process's own record of expiries (Next.js's, shared by every handler of one process): the
 * other instance then learns an expiry only through Redis, as another process would.
 */
export function instance(
  serverDistDir: string,
  options: { ownRecord?: boolean; graceMs?: number } = {},
) {
  const Handler = handlerClass({ redisUrl, building: false }, options.graceMs ?? 0)
  const base = { serverDistDir, revalidatedTags: [], _requestHeaders: {} }
  return () => new Handler(options.ownRecord === false ? base : { ...base, fs: cacheFs })
}

// Next.js's kinds are const enums, out of reach of an isolated module: the values they hold.
export const page = (title: string, tags: string) =>
  ({
    kind: 'APP_PAGE',
    html: `<h1>${title}</h1>`,
    rscData: Buffer.from(`rsc:${title}`),
    segmentData: new Map([['/_tree', Buffer.from('tree')]]),
    headers: { 'x-next-cache-tags': tags },
    status: 200,
    postponed: undefined,
  }) as unknown as CacheValue
export const pageGet = { kind: 'APP_PAGE', isFallback: false } as unknown as GetContext
export const lifetime = { revalidate: false as const, expire: undefined }
export const pageSet = { cacheControl: lifetime } as SetContext
export const data = (body: string) =>
  ({ kind: 'FETCH', data: { headers: {}, body, url: '' }, revalidate: 60 }) as unknown as CacheValue
export const dataGet = (tags: string[]) =>
  ({ kind: 'FETCH', tags, softTags: [] }) as unknown as GetContext
/** An entry stored in the millisecond of an expiry counts as older: stored after it, here. */
export const nextMillisecond = () => new Promise((resolve) => setTimeout(resolve, 2))
