import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "site_settings_locales" (
  	"owner_role" varchar,
  	"owner_bio" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "site_settings" ADD COLUMN "owner_name" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "owner_portrait_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "owner_linkedin" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "blog_views_shown_from" numeric DEFAULT 100;
  ALTER TABLE "site_settings_locales" ADD CONSTRAINT "site_settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "site_settings_locales_locale_parent_id_unique" ON "site_settings_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_owner_portrait_id_media_id_fk" FOREIGN KEY ("owner_portrait_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "site_settings_owner_owner_portrait_idx" ON "site_settings" USING btree ("owner_portrait_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "site_settings_locales" CASCADE;
  ALTER TABLE "site_settings" DROP CONSTRAINT "site_settings_owner_portrait_id_media_id_fk";
  
  DROP INDEX "site_settings_owner_owner_portrait_idx";
  ALTER TABLE "site_settings" DROP COLUMN "owner_name";
  ALTER TABLE "site_settings" DROP COLUMN "owner_portrait_id";
  ALTER TABLE "site_settings" DROP COLUMN "owner_linkedin";
  ALTER TABLE "site_settings" DROP COLUMN "blog_views_shown_from";`)
}
