import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Not a Payload collection: the cache tags each instance expired, read by the others
 * (src/platform/cache/shared-tags.ts). PostgreSQL only: on SQLite the site is one instance.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE IF NOT EXISTS "cache_tag_expirations" (
     "tag" varchar PRIMARY KEY NOT NULL,
     "expired_at" bigint NOT NULL
   );
   CREATE INDEX IF NOT EXISTS "cache_tag_expirations_expired_at_idx"
     ON "cache_tag_expirations" ("expired_at");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "cache_tag_expirations";`)
}
