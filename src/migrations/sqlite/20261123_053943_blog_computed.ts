import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`blog_articles\` ADD \`computed_reading_time\` numeric;`)
  await db.run(sql`ALTER TABLE \`blog_articles\` ADD \`word_count\` numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`blog_articles\` DROP COLUMN \`computed_reading_time\`;`)
  await db.run(sql`ALTER TABLE \`blog_articles\` DROP COLUMN \`word_count\`;`)
}
