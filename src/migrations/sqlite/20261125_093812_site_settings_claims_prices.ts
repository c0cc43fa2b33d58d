import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`claims_years\` numeric DEFAULT 10 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`claims_projects\` numeric DEFAULT 300 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`claims_entrepreneurs\` numeric DEFAULT 500 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`address_street\` text DEFAULT '12 rue de l''Exemple' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`address_postal_code\` text DEFAULT '69002' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`address_city\` text DEFAULT 'Lyon' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`address_country\` text DEFAULT 'France' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`prices_audit\` numeric DEFAULT 589 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`prices_pwa\` numeric DEFAULT 3500 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`prices_webapps\` numeric DEFAULT 6000 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`prices_ia\` numeric DEFAULT 2000 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`prices_formation\` numeric DEFAULT 1500 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`prices_conseil\` numeric DEFAULT 150 NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`claims_years\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`claims_projects\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`claims_entrepreneurs\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`address_street\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`address_postal_code\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`address_city\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`address_country\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`prices_audit\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`prices_pwa\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`prices_webapps\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`prices_ia\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`prices_formation\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`prices_conseil\`;`)
}
