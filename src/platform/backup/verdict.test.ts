import { describe, expect, it } from 'vitest'

import { judgeDatabase, type DatabaseFacts } from '@/platform/backup/verdict'

const shipped = ['20261122_initial', '20261123_blog', '20261124_seo']
const facts: DatabaseFacts = {
  isSqlite: true,
  intact: true,
  migrations: ['20261122_initial', '20261123_blog'],
}

describe('backup verdict', () => {
  it('accepts an intact database of this site, counting the migrations it lacks', () => {
    expect(judgeDatabase(facts, shipped)).toEqual({ ok: true, migrations: 2, pending: 1 })
    expect(judgeDatabase({ ...facts, migrations: [...shipped] }, shipped)).toMatchObject({
      pending: 0,
    })
  })

  it('refuses another file, a damaged database or another application', () => {
    const refused = (reason: RegExp, overrides: Partial<DatabaseFacts>) =>
      expect(judgeDatabase({ ...facts, ...overrides }, shipped)).toEqual({
        ok: false,
        reason: expect.stringMatching(reason),
      })
    refused(/not an SQLite database/, { isSqlite: false })
    refused(/integrity/, { intact: false })
    refused(/not this site’s database/, { migrations: null })
    refused(/not this site’s database/, { migrations: ['20200101_other_app'] })
  })

  it('refuses to restore a schema from a newer version, but backs it up', () => {
    const newer = { ...facts, migrations: [...shipped, '20270101_future'] }
    expect(judgeDatabase(newer, shipped)).toEqual({
      ok: false,
      reason: expect.stringContaining('20270101_future'),
    })
    expect(judgeDatabase(newer, shipped, { allowNewer: true })).toMatchObject({ ok: true })
  })
})
