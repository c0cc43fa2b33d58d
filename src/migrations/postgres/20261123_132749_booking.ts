import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_appointments_kind" AS ENUM('appointment', 'block');
  CREATE TYPE "public"."enum_appointments_service" AS ENUM('consultation-gratuite', 'audit-technique', 'consultation', 'audit', 'formation', 'ia', 'development', 'strategie-digitale', 'formation-ia', 'accompagnement-projet');
  CREATE TYPE "public"."enum_appointments_status" AS ENUM('booked', 'confirmed', 'cancelled', 'completed', 'no_show');
  CREATE TYPE "public"."enum_appointments_locale" AS ENUM('fr', 'en');
  CREATE TYPE "public"."enum_appointments_calendar_sync" AS ENUM('none', 'pending', 'synced', 'failed');
  CREATE TYPE "public"."enum_booking_settings_windows_weekday" AS ENUM('1', '2', '3', '4', '5');
  CREATE TYPE "public"."enum_booking_settings_durations_service" AS ENUM('consultation-gratuite', 'audit-technique', 'consultation', 'audit', 'formation', 'ia', 'development', 'strategie-digitale', 'formation-ia', 'accompagnement-projet');
  CREATE TYPE "public"."enum_booking_settings_buffer_minutes" AS ENUM('0', '15', '30', '45', '60');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'bookingReminder' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'syncCalendar' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'bookingReminder' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'syncCalendar' BEFORE 'createCollectionExport';
  CREATE TABLE "appointments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_appointments_kind" DEFAULT 'appointment' NOT NULL,
  	"service" "enum_appointments_service",
  	"start" timestamp(3) with time zone NOT NULL,
  	"end" timestamp(3) with time zone,
  	"status" "enum_appointments_status" DEFAULT 'booked' NOT NULL,
  	"name" varchar,
  	"email" varchar,
  	"phone" varchar,
  	"notes" varchar,
  	"internal_notes" varchar,
  	"time_zone" varchar DEFAULT 'Europe/Paris',
  	"locale" "enum_appointments_locale" DEFAULT 'fr' NOT NULL,
  	"lead_id" integer,
  	"calendar_sync" "enum_appointments_calendar_sync" DEFAULT 'none',
  	"calendar_sync_error" varchar,
  	"reminder_sent_at" timestamp(3) with time zone,
  	"ics_uid" varchar,
  	"ics_sequence" numeric DEFAULT 0,
  	"lock_holder" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "appointment_locks" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"cell" varchar NOT NULL,
  	"holder" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "booking_settings_windows" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"weekday" "enum_booking_settings_windows_weekday" NOT NULL,
  	"start" varchar NOT NULL,
  	"end" varchar NOT NULL
  );
  
  CREATE TABLE "booking_settings_durations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"service" "enum_booking_settings_durations_service" NOT NULL,
  	"minutes" numeric NOT NULL
  );
  
  CREATE TABLE "booking_settings_closed_dates" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date" varchar NOT NULL,
  	"label" varchar
  );
  
  CREATE TABLE "booking_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"time_zone" varchar DEFAULT 'Europe/Paris' NOT NULL,
  	"min_notice_hours" numeric DEFAULT 24 NOT NULL,
  	"horizon_days" numeric DEFAULT 60 NOT NULL,
  	"buffer_minutes" "enum_booking_settings_buffer_minutes" DEFAULT '0' NOT NULL,
  	"holidays_filled_through" numeric,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "appointments_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "appointment_locks_id" integer;
  ALTER TABLE "appointments" ADD CONSTRAINT "appointments_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "booking_settings_windows" ADD CONSTRAINT "booking_settings_windows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."booking_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "booking_settings_durations" ADD CONSTRAINT "booking_settings_durations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."booking_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "booking_settings_closed_dates" ADD CONSTRAINT "booking_settings_closed_dates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."booking_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "appointments_start_idx" ON "appointments" USING btree ("start");
  CREATE INDEX "appointments_end_idx" ON "appointments" USING btree ("end");
  CREATE INDEX "appointments_status_idx" ON "appointments" USING btree ("status");
  CREATE INDEX "appointments_email_idx" ON "appointments" USING btree ("email");
  CREATE INDEX "appointments_locale_idx" ON "appointments" USING btree ("locale");
  CREATE INDEX "appointments_lead_idx" ON "appointments" USING btree ("lead_id");
  CREATE INDEX "appointments_updated_at_idx" ON "appointments" USING btree ("updated_at");
  CREATE INDEX "appointments_created_at_idx" ON "appointments" USING btree ("created_at");
  CREATE UNIQUE INDEX "appointment_locks_cell_idx" ON "appointment_locks" USING btree ("cell");
  CREATE INDEX "appointment_locks_holder_idx" ON "appointment_locks" USING btree ("holder");
  CREATE INDEX "appointment_locks_updated_at_idx" ON "appointment_locks" USING btree ("updated_at");
  CREATE INDEX "appointment_locks_created_at_idx" ON "appointment_locks" USING btree ("created_at");
  CREATE INDEX "booking_settings_windows_order_idx" ON "booking_settings_windows" USING btree ("_order");
  CREATE INDEX "booking_settings_windows_parent_id_idx" ON "booking_settings_windows" USING btree ("_parent_id");
  CREATE INDEX "booking_settings_durations_order_idx" ON "booking_settings_durations" USING btree ("_order");
  CREATE INDEX "booking_settings_durations_parent_id_idx" ON "booking_settings_durations" USING btree ("_parent_id");
  CREATE INDEX "booking_settings_closed_dates_order_idx" ON "booking_settings_closed_dates" USING btree ("_order");
  CREATE INDEX "booking_settings_closed_dates_parent_id_idx" ON "booking_settings_closed_dates" USING btree ("_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_appointments_fk" FOREIGN KEY ("appointments_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_appointment_locks_fk" FOREIGN KEY ("appointment_locks_id") REFERENCES "public"."appointment_locks"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_appointments_id_idx" ON "payload_locked_documents_rels" USING btree ("appointments_id");
  CREATE INDEX "payload_locked_documents_rels_appointment_locks_id_idx" ON "payload_locked_documents_rels" USING btree ("appointment_locks_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "appointments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "appointment_locks" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "booking_settings_windows" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "booking_settings_durations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "booking_settings_closed_dates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "booking_settings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "appointments" CASCADE;
  DROP TABLE "appointment_locks" CASCADE;
  DROP TABLE "booking_settings_windows" CASCADE;
  DROP TABLE "booking_settings_durations" CASCADE;
  DROP TABLE "booking_settings_closed_dates" CASCADE;
  DROP TABLE "booking_settings" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_appointments_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_appointment_locks_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'deliverEmail', 'createCollectionExport', 'createCollectionImport');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'deliverEmail', 'createCollectionExport', 'createCollectionImport');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_appointments_id_idx";
  DROP INDEX "payload_locked_documents_rels_appointment_locks_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "appointments_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "appointment_locks_id";
  DROP TYPE "public"."enum_appointments_kind";
  DROP TYPE "public"."enum_appointments_service";
  DROP TYPE "public"."enum_appointments_status";
  DROP TYPE "public"."enum_appointments_locale";
  DROP TYPE "public"."enum_appointments_calendar_sync";
  DROP TYPE "public"."enum_booking_settings_windows_weekday";
  DROP TYPE "public"."enum_booking_settings_durations_service";
  DROP TYPE "public"."enum_booking_settings_buffer_minutes";`)
}
