import { tagsManifest } from 'next/dist/server/lib/incremental-cache/tags-manifest.external'
import type { Payload } from 'payload'

import { env, isPostgres } from '@/config/env'
import { runSql } from '@/features/setup/raw-sql'

/**
 * Several instances of the site each keep Next.js's page and data cache, and Next.js records an
 * expired tag (src/collections/revalidate-tag.ts) in the memory of the instance that saved the
 * change only. On PostgreSQL, the instance that expires a tag also writes it to the
 * `cache_tag_expirations` table, and every instance reads the new rows each second into its own
 * Next.js tag manifest: a change published on one instance shows on all of them within a second,
 * and an instance that starts later does not serve pages older than the last change.
 * On SQLite the site runs as one instance and nothing is shared.
 */
export const SYNC_INTERVAL_MS = 1000

/**
 * Expiries are stamped with the database's clock, one clock for every instance; each read goes
 * back this far before the newest one seen, for writes committed after a later-stamped one.
 * Reading an expiry twice changes nothing.
 */
const READ_OVERLAP_MS = 5000

export function sharesCacheTags(): boolean {
  return isPostgres(env().DATABASE_URL)
}

/**
 * A render that read the data just before the change and finished just after its expiry was
 * stamped would otherwise be kept as fresh: the expiry is stamped once more this much later,
 * so such a page is rendered again (one extra render per changed page and instance).
 */
export const RENDER_GRACE_MS = 3000

/**
 * Shares the expiry of `tag` with the other instances (and this one), to be called once the
 * change is committed: now, then again after RENDER_GRACE_MS.
 */
export async function shareExpiredTag(payload: Payload, tag: string): Promise<void> {
  const record = () =>
    recordExpiredTag(payload, tag).catch((error: unknown) =>
      payload.logger.error({ err: error, tag }, 'Cache tag not shared with other instances'),
    )
  await record()
  setTimeout(record, RENDER_GRACE_MS).unref()
}

/** Writes the expiry of `tag`, now, for the other instances. */
export async function recordExpiredTag(payload: Payload, tag: string) {
  await runSql(
    payload,
    (sql) => sql`
      INSERT INTO "cache_tag_expirations" ("tag", "expired_at")
      VALUES (${tag}, (EXTRACT(EPOCH FROM clock_timestamp()) * 1000)::bigint)
      ON CONFLICT ("tag") DO UPDATE SET "expired_at" = GREATEST(
        "cache_tag_expirations"."expired_at", EXCLUDED."expired_at")`,
  )
}

/** Applies the expiries written since `since` (ms) to this instance; returns the newest one. */
export async function applyExpiredTags(payload: Payload, since: number): Promise<number> {
  const rows = await runSql(
    payload,
    (sql) => sql`
      SELECT "tag", "expired_at" FROM "cache_tag_expirations"
      WHERE "expired_at" > ${since - READ_OVERLAP_MS}`,
  )
  let newest = since
  for (const row of rows) {
    const tag = String(row.tag)
    const expired = Number(row.expired_at)
    const entry = tagsManifest.get(tag) ?? {}
    // The same fields Next.js sets for revalidateTag(tag, { expire: 0 }) on its own instance.
    if ((entry.expired ?? 0) < expired) tagsManifest.set(tag, { ...entry, stale: expired, expired })
    newest = Math.max(newest, expired)
  }
  return newest
}

let timer: NodeJS.Timeout | undefined

/** Starts reading other instances' expiries (from the first row: catching up at start). */
export function startCacheTagSync(payload: Payload): void {
  if (timer || !sharesCacheTags()) return
  let since = 0
  let running = false
  const tick = async () => {
    if (running) return
    running = true
    try {
      since = await applyExpiredTags(payload, since)
    } catch (error) {
      // The database may be restarting; the next tick catches up from the same point.
      payload.logger.warn({ err: error }, 'Cache tags from other instances not read')
    } finally {
      running = false
    }
  }
  void tick()
  timer = setInterval(tick, SYNC_INTERVAL_MS)
  timer.unref()
}

export function stopCacheTagSync(): void {
  clearInterval(timer)
  timer = undefined
}
