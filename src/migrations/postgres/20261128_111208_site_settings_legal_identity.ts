import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_settings_legal_legal_form" AS ENUM('EI', 'EURL', 'SARL', 'SASU', 'SAS');
  ALTER TABLE "site_settings" ADD COLUMN "logo_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "legal_legal_name" varchar DEFAULT 'Studio Web & IA (entreprise individuelle)' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "legal_legal_form" "enum_site_settings_legal_legal_form" DEFAULT 'EI' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "legal_siren" varchar DEFAULT '987 654 324' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "legal_siret" varchar DEFAULT '987 654 324 00019' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "legal_vat_number" varchar DEFAULT 'FR14987654324';
  ALTER TABLE "site_settings" ADD COLUMN "legal_ape_code" varchar DEFAULT '6201Z' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "legal_host_name" varchar DEFAULT 'Hébergement Exemple SAS' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "legal_host_phone" varchar DEFAULT '+33 1 99 00 45 67' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "legal_host_website" varchar DEFAULT 'https://hosting.example.com' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "legal_host_address_street" varchar DEFAULT '40 avenue de l''Exemple' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "legal_host_address_postal_code" varchar DEFAULT '75011' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "legal_host_address_city" varchar DEFAULT 'Paris' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "legal_host_address_country" varchar DEFAULT 'France' NOT NULL;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "site_settings_logo_idx" ON "site_settings" USING btree ("logo_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP CONSTRAINT "site_settings_logo_id_media_id_fk";
  
  DROP INDEX "site_settings_logo_idx";
  ALTER TABLE "site_settings" DROP COLUMN "logo_id";
  ALTER TABLE "site_settings" DROP COLUMN "legal_legal_name";
  ALTER TABLE "site_settings" DROP COLUMN "legal_legal_form";
  ALTER TABLE "site_settings" DROP COLUMN "legal_siren";
  ALTER TABLE "site_settings" DROP COLUMN "legal_siret";
  ALTER TABLE "site_settings" DROP COLUMN "legal_vat_number";
  ALTER TABLE "site_settings" DROP COLUMN "legal_ape_code";
  ALTER TABLE "site_settings" DROP COLUMN "legal_host_name";
  ALTER TABLE "site_settings" DROP COLUMN "legal_host_phone";
  ALTER TABLE "site_settings" DROP COLUMN "legal_host_website";
  ALTER TABLE "site_settings" DROP COLUMN "legal_host_address_street";
  ALTER TABLE "site_settings" DROP COLUMN "legal_host_address_postal_code";
  ALTER TABLE "site_settings" DROP COLUMN "legal_host_address_city";
  ALTER TABLE "site_settings" DROP COLUMN "legal_host_address_country";
  DROP TYPE "public"."enum_site_settings_legal_legal_form";`)
}
