import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "blog_articles" ADD COLUMN "computed_reading_time" numeric;
  ALTER TABLE "blog_articles" ADD COLUMN "word_count" numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "blog_articles" DROP COLUMN "computed_reading_time";
  ALTER TABLE "blog_articles" DROP COLUMN "word_count";`)
}
