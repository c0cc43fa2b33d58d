import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" ADD COLUMN "claims_years" numeric DEFAULT 10 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "claims_projects" numeric DEFAULT 300 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "claims_entrepreneurs" numeric DEFAULT 500 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "address_street" varchar DEFAULT '12 rue de l''Exemple' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "address_postal_code" varchar DEFAULT '69002' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "address_city" varchar DEFAULT 'Lyon' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "address_country" varchar DEFAULT 'France' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "prices_audit" numeric DEFAULT 589 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "prices_pwa" numeric DEFAULT 3500 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "prices_webapps" numeric DEFAULT 6000 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "prices_ia" numeric DEFAULT 2000 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "prices_formation" numeric DEFAULT 1500 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "prices_conseil" numeric DEFAULT 150 NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP COLUMN "claims_years";
  ALTER TABLE "site_settings" DROP COLUMN "claims_projects";
  ALTER TABLE "site_settings" DROP COLUMN "claims_entrepreneurs";
  ALTER TABLE "site_settings" DROP COLUMN "address_street";
  ALTER TABLE "site_settings" DROP COLUMN "address_postal_code";
  ALTER TABLE "site_settings" DROP COLUMN "address_city";
  ALTER TABLE "site_settings" DROP COLUMN "address_country";
  ALTER TABLE "site_settings" DROP COLUMN "prices_audit";
  ALTER TABLE "site_settings" DROP COLUMN "prices_pwa";
  ALTER TABLE "site_settings" DROP COLUMN "prices_webapps";
  ALTER TABLE "site_settings" DROP COLUMN "prices_ia";
  ALTER TABLE "site_settings" DROP COLUMN "prices_formation";
  ALTER TABLE "site_settings" DROP COLUMN "prices_conseil";`)
}
