import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`email_outbox\` ADD \`reply_to\` text;`)
  await db.run(sql`ALTER TABLE \`email_outbox\` ADD \`headers\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`email_outbox\` DROP COLUMN \`reply_to\`;`)
  await db.run(sql`ALTER TABLE \`email_outbox\` DROP COLUMN \`headers\`;`)
}
