import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`diagnostics\` ADD \`title\` text;`)
  // Earlier diagnostics get the title a save would give them: company, name, then e-mail.
  await db.run(
    sql`UPDATE \`diagnostics\` SET \`title\` = COALESCE(NULLIF(TRIM(\`company\`), ''), NULLIF(TRIM(\`name\`), ''), NULLIF(TRIM(\`email\`), ''));`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`diagnostics\` DROP COLUMN \`title\`;`)
}
