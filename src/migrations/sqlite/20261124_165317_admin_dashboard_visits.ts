import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`admin_users\` ADD \`dashboard_visit_at\` text;`)
  await db.run(sql`ALTER TABLE \`admin_users\` ADD \`dashboard_previous_visit_at\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`admin_users\` DROP COLUMN \`dashboard_visit_at\`;`)
  await db.run(sql`ALTER TABLE \`admin_users\` DROP COLUMN \`dashboard_previous_visit_at\`;`)
}
