import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The instances no longer share cache tag expiries through the database: the cache handler
 * keeps them in Redis with the pages (src/platform/cache/cache-handler.mjs). Not a Payload
 * collection, hence a migration written by hand; down puts the table back as it was.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "cache_tag_expirations";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE IF NOT EXISTS "cache_tag_expirations" (
     "tag" varchar PRIMARY KEY NOT NULL,
     "expired_at" bigint NOT NULL
   );
   CREATE INDEX IF NOT EXISTS "cache_tag_expirations_expired_at_idx"
     ON "cache_tag_expirations" ("expired_at");`)
}
