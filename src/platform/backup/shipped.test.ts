import { describe, expect, it } from 'vitest'

import { migrationNames } from '@/platform/backup/shipped'

describe('shipped migrations', () => {
  it('takes the migration files, oldest first, and leaves the index and snapshots out', () => {
    const files = [
      'index.ts',
      '20261123_062235_blog.ts',
      '20261123_062235_blog.json',
      '20261122_090227_initial.ts',
    ]
    expect(migrationNames(files)).toEqual(['20261122_090227_initial', '20261123_062235_blog'])
  })
})
