import { areTagsExpired } from 'next/dist/server/lib/incremental-cache/tags-manifest.external'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { testDatabaseKind } from './support/test-database'
import { startPayload, type TestContext } from './support/test-payload'

describe('cache tags shared between instances', () => {
  let ctx: TestContext
  let tags: typeof import('@/features/cache/shared-tags')

  beforeAll(async () => {
    ctx = await startPayload()
    tags = await import('@/features/cache/shared-tags')
  })
  afterAll(() => ctx?.close())

  it('are shared on PostgreSQL only (on SQLite the site is one instance)', () => {
    expect(tags.sharesCacheTags()).toBe(testDatabaseKind === 'postgres')
  })

  if (testDatabaseKind === 'postgres')
    it('expires what was cached before the change, and a render that ended just after it', async () => {
      const tag = `test-tag-${Date.now()}`
      const before = Date.now() - 1000
      await tags.shareExpiredTag(ctx.payload, tag)
      // A render that read the old data and finished just after the first stamp.
      const justAfter = Date.now() + 50
      await new Promise((resolve) => setTimeout(resolve, 60))
      await tags.applyExpiredTags(ctx.payload, 0)
      expect(areTagsExpired([tag], before)).toBe(true)
      expect(areTagsExpired([tag], justAfter)).toBe(false)

      await new Promise((resolve) => setTimeout(resolve, tags.RENDER_GRACE_MS + 500))
      await tags.applyExpiredTags(ctx.payload, 0)
      expect(areTagsExpired([tag], justAfter)).toBe(true)
      // What is rendered after the grace period stays cached.
      expect(areTagsExpired([tag], Date.now() + 10)).toBe(false)
    })
})
