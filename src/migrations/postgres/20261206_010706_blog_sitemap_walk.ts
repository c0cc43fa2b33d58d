import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The blog sitemap reads its files as ranges of article ids, keeping the visible ones, and its
// index groups the visible ids by range with their newest change and whether one has a picture:
// this index answers both without reading a row. Written by hand (Payload's compound indexes
// cannot name the id column). See the SQLite migration of the same name.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql.raw(`CREATE INDEX IF NOT EXISTS "blog_articles_sitemap_idx" ON "blog_articles" ("status", "id", "published_at", "updated_at", "featured_image_id");`))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql.raw(`DROP INDEX IF EXISTS "blog_articles_sitemap_idx";`))
}
