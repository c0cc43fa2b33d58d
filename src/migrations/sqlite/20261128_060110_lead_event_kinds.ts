import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`lead_events\` ADD \`from_status\` text;`)
  await db.run(sql`ALTER TABLE \`lead_events\` ADD \`to_status\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`lead_events\` DROP COLUMN \`from_status\`;`)
  await db.run(sql`ALTER TABLE \`lead_events\` DROP COLUMN \`to_status\`;`)
}
