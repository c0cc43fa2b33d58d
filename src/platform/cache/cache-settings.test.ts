import { describe, expect, it } from 'vitest'

import { cacheSettings } from '@/platform/cache/cache-settings.mjs'

describe('the cache’s Redis', () => {
  it('is its own when CACHE_REDIS_URL is set, apart from the rate-limit counters', () => {
    const environment = {
      CACHE_REDIS_URL: 'redis://cache:6379',
      REDIS_URL: 'redis://limits:6379',
    } as unknown as NodeJS.ProcessEnv
    expect(cacheSettings(environment).redisUrl).toBe('redis://cache:6379')
  })

  it('is REDIS_URL otherwise, and none without either', () => {
    const shared = { REDIS_URL: 'redis://shared:6379', CACHE_REDIS_URL: ' ' }
    expect(cacheSettings(shared as unknown as NodeJS.ProcessEnv).redisUrl).toBe(
      'redis://shared:6379',
    )
    expect(cacheSettings({} as NodeJS.ProcessEnv).redisUrl).toBeUndefined()
  })
})
