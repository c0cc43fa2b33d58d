/**
 * Whether a file is a backup this build of the site can run on. Facts come from the file
 * (`inspectDatabase` in sqlite.ts); the rules stay here so they are unit-tested.
 */
export type DatabaseFacts = {
  /** The file starts with SQLite's header. */
  isSqlite: boolean
  /** `PRAGMA integrity_check` said "ok". */
  intact: boolean
  /** Names in `payload_migrations`, null when the table does not exist. */
  migrations: string[] | null
}

export type Verdict =
  { ok: true; migrations: number; pending: number } | { ok: false; reason: string }

/**
 * `allowNewer`: a backup copies whatever the site runs on, even a schema a newer version
 * migrated; only a restore must refuse a schema this code does not know.
 */
export function judgeDatabase(
  facts: DatabaseFacts,
  shipped: string[],
  { allowNewer = false }: { allowNewer?: boolean } = {},
): Verdict {
  if (!facts.isSqlite) return { ok: false, reason: 'not an SQLite database' }
  if (!facts.intact)
    return { ok: false, reason: 'the SQLite integrity check failed (damaged file)' }
  const first = shipped[0]
  if (!facts.migrations || !first || !facts.migrations.includes(first)) {
    return { ok: false, reason: 'not this site’s database (its first migration is missing)' }
  }
  const known = new Set(shipped)
  const newer = facts.migrations.filter((name) => !known.has(name))
  if (newer.length > 0 && !allowNewer) {
    // The schema has columns this code does not know: update the site first, then restore.
    return {
      ok: false,
      reason: `made by a newer version of the site (unknown migrations: ${newer.join(', ')})`,
    }
  }
  const applied = new Set(facts.migrations)
  return {
    ok: true,
    migrations: facts.migrations.length,
    pending: shipped.filter((name) => !applied.has(name)).length,
  }
}
