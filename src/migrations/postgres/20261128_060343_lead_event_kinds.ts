import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_lead_events_from_status" AS ENUM('new', 'contacted', 'qualified', 'proposal', 'won', 'lost');
  CREATE TYPE "public"."enum_lead_events_to_status" AS ENUM('new', 'contacted', 'qualified', 'proposal', 'won', 'lost');
  ALTER TYPE "public"."enum_lead_events_type" ADD VALUE 'status';
  ALTER TYPE "public"."enum_lead_events_type" ADD VALUE 'note';
  ALTER TABLE "lead_events" ADD COLUMN "from_status" "enum_lead_events_from_status";
  ALTER TABLE "lead_events" ADD COLUMN "to_status" "enum_lead_events_to_status";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "lead_events" ALTER COLUMN "type" SET DATA TYPE text;
  DROP TYPE "public"."enum_lead_events_type";
  CREATE TYPE "public"."enum_lead_events_type" AS ENUM('contact', 'booking', 'diagnostic', 'estimate', 'guide', 'popup', 'newsletter', 'audit');
  ALTER TABLE "lead_events" ALTER COLUMN "type" SET DATA TYPE "public"."enum_lead_events_type" USING "type"::"public"."enum_lead_events_type";
  ALTER TABLE "lead_events" DROP COLUMN "from_status";
  ALTER TABLE "lead_events" DROP COLUMN "to_status";
  DROP TYPE "public"."enum_lead_events_from_status";
  DROP TYPE "public"."enum_lead_events_to_status";`)
}
