import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The blog sitemap reads its files as ranges of article ids, keeping the visible ones: this
// index walks a range in id order and answers the visibility rule without reading a row. Written
// by hand (Payload's compound indexes cannot name the id column). See the SQLite migration of the
// same name.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql.raw(`CREATE INDEX IF NOT EXISTS "blog_articles_status_id_published_at_idx" ON "blog_articles" ("status", "id", "published_at");`))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql.raw(`DROP INDEX IF EXISTS "blog_articles_status_id_published_at_idx";`))
}
