import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/**
 * The PostgreSQL integration run keeps only the files of `databaseBoundFiles`: a file that reaches
 * the database or a shared store past Payload's local API, left off that list, would never meet
 * PostgreSQL, the production database.
 */
const root = path.resolve(import.meta.dirname, '..', '..')
const folder = path.join(root, 'tests', 'int')
// At the root, out of the `@/` alias's reach: imported by its path.
const { databaseBoundFiles }: { databaseBoundFiles: readonly string[] } = await import(
  path.join(root, 'vitest.config.ts')
)

/** What only the database (or Redis) answers: the PostgreSQL run must see the file. */
const directReach: [string, RegExp][] = [
  ['an SQL statement', /\bsql`/],
  ['a raw query', /\.execute\(/],
  ['the database adapter', /\bpayload\.db\b/],
  ['Drizzle', /\bdrizzle\b/i],
  ['the PostgreSQL driver', /from ['"]pg['"]/],
  ['the SQLite driver', /@libsql\/client|\bcreateClient\b/],
  ['the migrations', /from ['"][^'"]*\/migrations\b/],
  ['the raw SQL helper', /\brunSql\b|platform\/setup\/raw-sql/],
  ['a database of its own', /\bcreateEmptyDatabase\b/],
  ['a branch on the database kind', /\btestDatabaseKind\b|\bTEST_DATABASE\b/],
  ['Redis', /REDIS_URL|from ['"]ioredis['"]|support\/shared-cache['"]/],
]

const specFiles = fs
  .readdirSync(folder)
  .filter((name) => name.endsWith('.int.spec.ts'))
  .sort()

function reachesOf(file: string): string[] {
  const source = fs.readFileSync(path.join(folder, file), 'utf8')
  return directReach.filter(([, pattern]) => pattern.test(source)).map(([what]) => what)
}

describe('databaseBoundFiles (vitest.config.ts)', () => {
  it('lists every integration file that reaches the database or Redis directly', () => {
    const flagged = specFiles.filter((file) => reachesOf(file).length > 0)
    // A scan that finds nothing is broken, not reassuring.
    expect(flagged.length).toBeGreaterThan(5)
    const missing = flagged
      .filter((file) => !databaseBoundFiles.includes(file))
      .map((file) => `${file} (${reachesOf(file).join(', ')})`)
    expect(missing).toEqual([])
  })

  it('names only integration files that exist, each once', () => {
    expect(databaseBoundFiles.filter((file) => !specFiles.includes(file))).toEqual([])
    expect(new Set(databaseBoundFiles).size).toBe(databaseBoundFiles.length)
  })
})
