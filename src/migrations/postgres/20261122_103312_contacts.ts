import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_contacts_challenge" AS ENUM('conversions', 'automation', 'marketing', 'productivity', 'competition', 'scaling');
  CREATE TYPE "public"."enum_contacts_goals" AS ENUM('revenue', 'efficiency', 'customers', 'satisfaction', 'innovation', 'growth');
  CREATE TYPE "public"."enum_contacts_project_type" AS ENUM('audit', 'automation', 'webapp', 'marketing', 'consulting', 'formation', 'other');
  CREATE TYPE "public"."enum_contacts_budget" AS ENUM('small', 'medium', 'large', 'enterprise');
  CREATE TYPE "public"."enum_contacts_locale" AS ENUM('fr', 'en');
  CREATE TABLE "contacts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"company" varchar,
  	"challenge" "enum_contacts_challenge" NOT NULL,
  	"goals" "enum_contacts_goals" NOT NULL,
  	"project_type" "enum_contacts_project_type" NOT NULL,
  	"project" varchar NOT NULL,
  	"budget" "enum_contacts_budget",
  	"locale" "enum_contacts_locale" NOT NULL,
  	"lead_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "contacts_id" integer;
  ALTER TABLE "contacts" ADD CONSTRAINT "contacts_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "contacts_email_idx" ON "contacts" USING btree ("email");
  CREATE INDEX "contacts_lead_idx" ON "contacts" USING btree ("lead_id");
  CREATE INDEX "contacts_updated_at_idx" ON "contacts" USING btree ("updated_at");
  CREATE INDEX "contacts_created_at_idx" ON "contacts" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contacts_fk" FOREIGN KEY ("contacts_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_contacts_id_idx" ON "payload_locked_documents_rels" USING btree ("contacts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "contacts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "contacts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_contacts_fk";
  
  DROP INDEX "payload_locked_documents_rels_contacts_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "contacts_id";
  DROP TYPE "public"."enum_contacts_challenge";
  DROP TYPE "public"."enum_contacts_goals";
  DROP TYPE "public"."enum_contacts_project_type";
  DROP TYPE "public"."enum_contacts_budget";
  DROP TYPE "public"."enum_contacts_locale";`)
}
