import { sql as postgresSql } from '@payloadcms/db-postgres'
import { sql as sqliteSql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

export type SqlTag = typeof sqliteSql
type Execute = (args: { drizzle: unknown; sql: unknown }) => Promise<{
  rows: Record<string, unknown>[]
}>

/**
 * Runs one statement written for both databases Payload runs on here (SQLite and PostgreSQL,
 * both through Drizzle), with the adapter's own `sql` tag so values stay parameters. For the
 * few writes Payload's local API cannot make atomic, such as a conditional claim.
 */
export async function runSql(
  payload: Payload,
  statement: (sql: SqlTag) => unknown,
): Promise<Record<string, unknown>[]> {
  const db = payload.db as unknown as { name: string; drizzle: unknown; execute: Execute }
  const sql: SqlTag = db.name === 'postgres' ? (postgresSql as unknown as SqlTag) : sqliteSql
  const { rows } = await db.execute({ drizzle: db.drizzle, sql: statement(sql) })
  return rows
}
