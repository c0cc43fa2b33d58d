import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_audits_status" AS ENUM('requested', 'scheduled', 'in_progress', 'delivered');
  CREATE TYPE "public"."enum_audits_locale" AS ENUM('fr', 'en');
  CREATE TYPE "public"."enum_diagnostics_tasks" AS ENUM('emails', 'data_entry', 'research', 'reporting', 'scheduling', 'social_media');
  CREATE TYPE "public"."enum_diagnostics_revenue" AS ENUM('under_10k', '10k_25k', '25k_50k', '50k_100k', 'over_100k');
  CREATE TYPE "public"."enum_diagnostics_challenge" AS ENUM('time', 'clients', 'website', 'productivity');
  CREATE TYPE "public"."enum_diagnostics_recommended_service" AS ENUM('audit', 'pwa', 'webapps', 'ia', 'formation', 'conseil');
  CREATE TYPE "public"."enum_diagnostics_locale" AS ENUM('fr', 'en');
  CREATE TYPE "public"."enum_roi_project_type" AS ENUM('audit', 'automation', 'webapp', 'marketing', 'consulting', 'formation', 'other');
  CREATE TYPE "public"."enum_roi_budget" AS ENUM('small', 'medium', 'large', 'enterprise');
  CREATE TYPE "public"."enum_roi_timeframe" AS ENUM('urgent', 'normal', 'planned');
  CREATE TYPE "public"."enum_roi_service" AS ENUM('audit', 'pwa', 'webapps', 'ia', 'formation', 'conseil');
  CREATE TYPE "public"."enum_roi_locale" AS ENUM('fr', 'en');
  CREATE TYPE "public"."enum_popups_kind" AS ENUM('lead', 'exit_intent');
  CREATE TYPE "public"."enum_popups_trigger" AS ENUM('delay', 'exit_intent', 'scroll');
  CREATE TYPE "public"."enum_newsletter_subscribers_status" AS ENUM('pending', 'confirmed', 'unsubscribed');
  CREATE TYPE "public"."enum_newsletter_subscribers_source" AS ENUM('footer', 'blog', 'popup', 'guide');
  CREATE TYPE "public"."enum_newsletter_subscribers_locale" AS ENUM('fr', 'en');
  CREATE TYPE "public"."enum_guide_downloads_guide" AS ENUM('ia', 'webapps');
  CREATE TYPE "public"."enum_guide_downloads_locale" AS ENUM('fr', 'en');
  CREATE TYPE "public"."enum_exports_format" AS ENUM('csv', 'json');
  CREATE TYPE "public"."enum_exports_sort_order" AS ENUM('asc', 'desc');
  CREATE TYPE "public"."enum_exports_locale" AS ENUM('all', 'fr', 'en');
  CREATE TYPE "public"."enum_exports_drafts" AS ENUM('yes', 'no');
  CREATE TYPE "public"."enum_imports_import_mode" AS ENUM('create', 'update', 'upsert');
  CREATE TYPE "public"."enum_imports_status" AS ENUM('pending', 'completed', 'partial', 'failed');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'createCollectionImport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'createCollectionImport';
  CREATE TABLE "audits" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_url" varchar NOT NULL,
  	"company" varchar NOT NULL,
  	"name" varchar,
  	"email" varchar NOT NULL,
  	"concerns" varchar NOT NULL,
  	"status" "enum_audits_status" DEFAULT 'requested' NOT NULL,
  	"notes" varchar,
  	"locale" "enum_audits_locale" DEFAULT 'fr' NOT NULL,
  	"lead_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "diagnostics_tasks" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_diagnostics_tasks",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "diagnostics" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"revenue" "enum_diagnostics_revenue" NOT NULL,
  	"challenge" "enum_diagnostics_challenge" NOT NULL,
  	"hours_per_week" numeric,
  	"monthly_cost" numeric,
  	"yearly_cost" numeric,
  	"yearly_savings" numeric,
  	"payback_months" numeric,
  	"recommended_service" "enum_diagnostics_recommended_service",
  	"email" varchar,
  	"name" varchar,
  	"company" varchar,
  	"qualified" boolean DEFAULT false,
  	"locale" "enum_diagnostics_locale" DEFAULT 'fr' NOT NULL,
  	"lead_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "roi" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"project_type" "enum_roi_project_type" NOT NULL,
  	"budget" "enum_roi_budget" NOT NULL,
  	"timeframe" "enum_roi_timeframe" NOT NULL,
  	"service" "enum_roi_service",
  	"min_price" numeric,
  	"max_price" numeric,
  	"min_weeks" numeric,
  	"max_weeks" numeric,
  	"email" varchar NOT NULL,
  	"name" varchar,
  	"company" varchar,
  	"message" varchar,
  	"locale" "enum_roi_locale" DEFAULT 'fr' NOT NULL,
  	"lead_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "popups" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"kind" "enum_popups_kind" DEFAULT 'lead' NOT NULL,
  	"active" boolean DEFAULT true,
  	"trigger" "enum_popups_trigger" DEFAULT 'delay' NOT NULL,
  	"delay_seconds" numeric DEFAULT 20,
  	"scroll_percent" numeric DEFAULT 50,
  	"frequency_days" numeric DEFAULT 7,
  	"views" numeric DEFAULT 0,
  	"signups" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "popups_locales" (
  	"title" varchar NOT NULL,
  	"body" varchar NOT NULL,
  	"cta_label" varchar NOT NULL,
  	"success_message" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "popups_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "newsletter_subscribers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"status" "enum_newsletter_subscribers_status" DEFAULT 'pending' NOT NULL,
  	"source" "enum_newsletter_subscribers_source",
  	"locale" "enum_newsletter_subscribers_locale" DEFAULT 'fr' NOT NULL,
  	"consent_at" timestamp(3) with time zone NOT NULL,
  	"confirmed_at" timestamp(3) with time zone,
  	"unsubscribed_at" timestamp(3) with time zone,
  	"token" varchar NOT NULL,
  	"lead_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "guide_downloads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"guide" "enum_guide_downloads_guide" NOT NULL,
  	"email" varchar NOT NULL,
  	"consent_at" timestamp(3) with time zone NOT NULL,
  	"newsletter" boolean DEFAULT false,
  	"locale" "enum_guide_downloads_locale" DEFAULT 'fr' NOT NULL,
  	"lead_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "exports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"format" "enum_exports_format" DEFAULT 'csv' NOT NULL,
  	"limit" numeric,
  	"page" numeric DEFAULT 1,
  	"sort" varchar,
  	"sort_order" "enum_exports_sort_order",
  	"locale" "enum_exports_locale" DEFAULT 'all',
  	"drafts" "enum_exports_drafts" DEFAULT 'yes',
  	"collection_slug" varchar DEFAULT 'contacts' NOT NULL,
  	"where" jsonb DEFAULT '{}'::jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "exports_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "imports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"collection_slug" varchar NOT NULL,
  	"import_mode" "enum_imports_import_mode",
  	"match_field" varchar DEFAULT 'id',
  	"status" "enum_imports_status" DEFAULT 'pending',
  	"summary_imported" numeric,
  	"summary_updated" numeric,
  	"summary_total" numeric,
  	"summary_issues" numeric,
  	"summary_issue_details" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "audits_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "diagnostics_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "roi_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "popups_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "newsletter_subscribers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "guide_downloads_id" integer;
  ALTER TABLE "audits" ADD CONSTRAINT "audits_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "diagnostics_tasks" ADD CONSTRAINT "diagnostics_tasks_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."diagnostics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "diagnostics" ADD CONSTRAINT "diagnostics_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "roi" ADD CONSTRAINT "roi_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "popups_locales" ADD CONSTRAINT "popups_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."popups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "popups_texts" ADD CONSTRAINT "popups_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."popups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "newsletter_subscribers" ADD CONSTRAINT "newsletter_subscribers_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "guide_downloads" ADD CONSTRAINT "guide_downloads_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "exports_texts" ADD CONSTRAINT "exports_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."exports"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "audits_email_idx" ON "audits" USING btree ("email");
  CREATE INDEX "audits_status_idx" ON "audits" USING btree ("status");
  CREATE INDEX "audits_locale_idx" ON "audits" USING btree ("locale");
  CREATE INDEX "audits_lead_idx" ON "audits" USING btree ("lead_id");
  CREATE INDEX "audits_updated_at_idx" ON "audits" USING btree ("updated_at");
  CREATE INDEX "audits_created_at_idx" ON "audits" USING btree ("created_at");
  CREATE INDEX "diagnostics_tasks_order_idx" ON "diagnostics_tasks" USING btree ("order");
  CREATE INDEX "diagnostics_tasks_parent_idx" ON "diagnostics_tasks" USING btree ("parent_id");
  CREATE INDEX "diagnostics_challenge_idx" ON "diagnostics" USING btree ("challenge");
  CREATE INDEX "diagnostics_email_idx" ON "diagnostics" USING btree ("email");
  CREATE INDEX "diagnostics_qualified_idx" ON "diagnostics" USING btree ("qualified");
  CREATE INDEX "diagnostics_locale_idx" ON "diagnostics" USING btree ("locale");
  CREATE INDEX "diagnostics_lead_idx" ON "diagnostics" USING btree ("lead_id");
  CREATE INDEX "diagnostics_updated_at_idx" ON "diagnostics" USING btree ("updated_at");
  CREATE INDEX "diagnostics_created_at_idx" ON "diagnostics" USING btree ("created_at");
  CREATE INDEX "roi_project_type_idx" ON "roi" USING btree ("project_type");
  CREATE INDEX "roi_email_idx" ON "roi" USING btree ("email");
  CREATE INDEX "roi_locale_idx" ON "roi" USING btree ("locale");
  CREATE INDEX "roi_lead_idx" ON "roi" USING btree ("lead_id");
  CREATE INDEX "roi_updated_at_idx" ON "roi" USING btree ("updated_at");
  CREATE INDEX "roi_created_at_idx" ON "roi" USING btree ("created_at");
  CREATE INDEX "popups_active_idx" ON "popups" USING btree ("active");
  CREATE INDEX "popups_updated_at_idx" ON "popups" USING btree ("updated_at");
  CREATE INDEX "popups_created_at_idx" ON "popups" USING btree ("created_at");
  CREATE UNIQUE INDEX "popups_locales_locale_parent_id_unique" ON "popups_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "popups_texts_order_parent" ON "popups_texts" USING btree ("order","parent_id");
  CREATE UNIQUE INDEX "newsletter_subscribers_email_idx" ON "newsletter_subscribers" USING btree ("email");
  CREATE INDEX "newsletter_subscribers_status_idx" ON "newsletter_subscribers" USING btree ("status");
  CREATE INDEX "newsletter_subscribers_locale_idx" ON "newsletter_subscribers" USING btree ("locale");
  CREATE UNIQUE INDEX "newsletter_subscribers_token_idx" ON "newsletter_subscribers" USING btree ("token");
  CREATE INDEX "newsletter_subscribers_lead_idx" ON "newsletter_subscribers" USING btree ("lead_id");
  CREATE INDEX "newsletter_subscribers_updated_at_idx" ON "newsletter_subscribers" USING btree ("updated_at");
  CREATE INDEX "newsletter_subscribers_created_at_idx" ON "newsletter_subscribers" USING btree ("created_at");
  CREATE INDEX "guide_downloads_guide_idx" ON "guide_downloads" USING btree ("guide");
  CREATE INDEX "guide_downloads_email_idx" ON "guide_downloads" USING btree ("email");
  CREATE INDEX "guide_downloads_locale_idx" ON "guide_downloads" USING btree ("locale");
  CREATE INDEX "guide_downloads_lead_idx" ON "guide_downloads" USING btree ("lead_id");
  CREATE INDEX "guide_downloads_updated_at_idx" ON "guide_downloads" USING btree ("updated_at");
  CREATE INDEX "guide_downloads_created_at_idx" ON "guide_downloads" USING btree ("created_at");
  CREATE INDEX "exports_updated_at_idx" ON "exports" USING btree ("updated_at");
  CREATE INDEX "exports_created_at_idx" ON "exports" USING btree ("created_at");
  CREATE UNIQUE INDEX "exports_filename_idx" ON "exports" USING btree ("filename");
  CREATE INDEX "exports_texts_order_parent" ON "exports_texts" USING btree ("order","parent_id");
  CREATE INDEX "imports_updated_at_idx" ON "imports" USING btree ("updated_at");
  CREATE INDEX "imports_created_at_idx" ON "imports" USING btree ("created_at");
  CREATE UNIQUE INDEX "imports_filename_idx" ON "imports" USING btree ("filename");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_audits_fk" FOREIGN KEY ("audits_id") REFERENCES "public"."audits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_diagnostics_fk" FOREIGN KEY ("diagnostics_id") REFERENCES "public"."diagnostics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_roi_fk" FOREIGN KEY ("roi_id") REFERENCES "public"."roi"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_popups_fk" FOREIGN KEY ("popups_id") REFERENCES "public"."popups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_newsletter_subscribers_fk" FOREIGN KEY ("newsletter_subscribers_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_guide_downloads_fk" FOREIGN KEY ("guide_downloads_id") REFERENCES "public"."guide_downloads"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_audits_id_idx" ON "payload_locked_documents_rels" USING btree ("audits_id");
  CREATE INDEX "payload_locked_documents_rels_diagnostics_id_idx" ON "payload_locked_documents_rels" USING btree ("diagnostics_id");
  CREATE INDEX "payload_locked_documents_rels_roi_id_idx" ON "payload_locked_documents_rels" USING btree ("roi_id");
  CREATE INDEX "payload_locked_documents_rels_popups_id_idx" ON "payload_locked_documents_rels" USING btree ("popups_id");
  CREATE INDEX "payload_locked_documents_rels_newsletter_subscribers_id_idx" ON "payload_locked_documents_rels" USING btree ("newsletter_subscribers_id");
  CREATE INDEX "payload_locked_documents_rels_guide_downloads_id_idx" ON "payload_locked_documents_rels" USING btree ("guide_downloads_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "audits" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "diagnostics_tasks" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "diagnostics" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "roi" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "popups" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "popups_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "popups_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "newsletter_subscribers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "guide_downloads" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "exports" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "exports_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "imports" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "audits" CASCADE;
  DROP TABLE "diagnostics_tasks" CASCADE;
  DROP TABLE "diagnostics" CASCADE;
  DROP TABLE "roi" CASCADE;
  DROP TABLE "popups" CASCADE;
  DROP TABLE "popups_locales" CASCADE;
  DROP TABLE "popups_texts" CASCADE;
  DROP TABLE "newsletter_subscribers" CASCADE;
  DROP TABLE "guide_downloads" CASCADE;
  DROP TABLE "exports" CASCADE;
  DROP TABLE "exports_texts" CASCADE;
  DROP TABLE "imports" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_audits_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_diagnostics_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_roi_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_popups_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_newsletter_subscribers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_guide_downloads_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'deliverEmail');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'deliverEmail');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_audits_id_idx";
  DROP INDEX "payload_locked_documents_rels_diagnostics_id_idx";
  DROP INDEX "payload_locked_documents_rels_roi_id_idx";
  DROP INDEX "payload_locked_documents_rels_popups_id_idx";
  DROP INDEX "payload_locked_documents_rels_newsletter_subscribers_id_idx";
  DROP INDEX "payload_locked_documents_rels_guide_downloads_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "audits_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "diagnostics_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "roi_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "popups_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "newsletter_subscribers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "guide_downloads_id";
  DROP TYPE "public"."enum_audits_status";
  DROP TYPE "public"."enum_audits_locale";
  DROP TYPE "public"."enum_diagnostics_tasks";
  DROP TYPE "public"."enum_diagnostics_revenue";
  DROP TYPE "public"."enum_diagnostics_challenge";
  DROP TYPE "public"."enum_diagnostics_recommended_service";
  DROP TYPE "public"."enum_diagnostics_locale";
  DROP TYPE "public"."enum_roi_project_type";
  DROP TYPE "public"."enum_roi_budget";
  DROP TYPE "public"."enum_roi_timeframe";
  DROP TYPE "public"."enum_roi_service";
  DROP TYPE "public"."enum_roi_locale";
  DROP TYPE "public"."enum_popups_kind";
  DROP TYPE "public"."enum_popups_trigger";
  DROP TYPE "public"."enum_newsletter_subscribers_status";
  DROP TYPE "public"."enum_newsletter_subscribers_source";
  DROP TYPE "public"."enum_newsletter_subscribers_locale";
  DROP TYPE "public"."enum_guide_downloads_guide";
  DROP TYPE "public"."enum_guide_downloads_locale";
  DROP TYPE "public"."enum_exports_format";
  DROP TYPE "public"."enum_exports_sort_order";
  DROP TYPE "public"."enum_exports_locale";
  DROP TYPE "public"."enum_exports_drafts";
  DROP TYPE "public"."enum_imports_import_mode";
  DROP TYPE "public"."enum_imports_status";`)
}
