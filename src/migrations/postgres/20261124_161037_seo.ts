import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_seo_pages_page_type" AS ENUM('home', 'services', 'service', 'portfolio', 'project', 'blog', 'article', 'contact', 'booking', 'about', 'guide', 'resources', 'consultation', 'diagnostic', 'legal', 'search', 'other');
  CREATE TYPE "public"."enum_seo_pages_robots_meta" AS ENUM('index, follow', 'noindex, follow', 'index, nofollow', 'noindex, nofollow');
  CREATE TYPE "public"."enum_seo_pages_ai_optimization_expertise_level" AS ENUM('beginner', 'intermediate', 'expert');
  CREATE TYPE "public"."enum_seo_pages_ai_optimization_intent" AS ENUM('commercial', 'transactional', 'informational', 'navigational');
  CREATE TYPE "public"."enum_seo_pages_social_meta_twitter_card" AS ENUM('summary_large_image', 'summary');
  CREATE TYPE "public"."enum_seo_pages_schema_data_schema_type" AS ENUM('WebPage', 'Organization', 'ProfessionalService', 'Service', 'BlogPosting', 'FAQPage', 'Person', 'CreativeWork', 'ContactPage', 'AboutPage', 'CollectionPage');
  CREATE TYPE "public"."enum_seo_web_vitals_metric" AS ENUM('LCP', 'INP', 'CLS', 'TTFB', 'LOAD');
  CREATE TABLE "seo_pages_technical_settings_custom_headers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"value" varchar NOT NULL
  );
  
  CREATE TABLE "seo_pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"url" varchar NOT NULL,
  	"is_active" boolean DEFAULT true,
  	"page_type" "enum_seo_pages_page_type" DEFAULT 'other' NOT NULL,
  	"canonical_url" varchar,
  	"robots_meta" "enum_seo_pages_robots_meta" DEFAULT 'index, follow',
  	"ai_optimization_enable_ai_optimization" boolean DEFAULT false,
  	"ai_optimization_expertise_level" "enum_seo_pages_ai_optimization_expertise_level",
  	"ai_optimization_intent" "enum_seo_pages_ai_optimization_intent",
  	"ai_optimization_custom_metadata" jsonb,
  	"social_meta_enable_social_optimization" boolean DEFAULT false,
  	"social_meta_og_image" varchar,
  	"social_meta_twitter_card" "enum_seo_pages_social_meta_twitter_card" DEFAULT 'summary_large_image',
  	"social_meta_twitter_image" varchar,
  	"schema_data_enable_schema_org" boolean DEFAULT false,
  	"schema_data_schema_type" "enum_seo_pages_schema_data_schema_type",
  	"schema_data_structured_data" jsonb,
  	"technical_settings_enable_technical_seo" boolean DEFAULT false,
  	"technical_settings_critical_css" varchar,
  	"technical_settings_defer_non_critical" boolean DEFAULT true,
  	"technical_settings_performance_budget_lcp_ms" numeric DEFAULT 2500,
  	"technical_settings_performance_budget_inp_ms" numeric DEFAULT 200,
  	"technical_settings_performance_budget_cls" numeric DEFAULT 0.1,
  	"audit_results_score" numeric,
  	"audit_results_audited_at" timestamp(3) with time zone,
  	"audit_results_checks" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "seo_pages_locales" (
  	"title" varchar,
  	"meta_description" varchar,
  	"social_meta_og_title" varchar,
  	"social_meta_og_description" varchar,
  	"social_meta_twitter_title" varchar,
  	"social_meta_twitter_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "seo_pages_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "seo_web_vitals" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"path" varchar NOT NULL,
  	"metric" "enum_seo_web_vitals_metric" NOT NULL,
  	"value" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "seo_pages_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "seo_web_vitals_id" integer;
  ALTER TABLE "seo_pages_technical_settings_custom_headers" ADD CONSTRAINT "seo_pages_technical_settings_custom_headers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."seo_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "seo_pages_locales" ADD CONSTRAINT "seo_pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."seo_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "seo_pages_texts" ADD CONSTRAINT "seo_pages_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."seo_pages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "seo_pages_technical_settings_custom_headers_order_idx" ON "seo_pages_technical_settings_custom_headers" USING btree ("_order");
  CREATE INDEX "seo_pages_technical_settings_custom_headers_parent_id_idx" ON "seo_pages_technical_settings_custom_headers" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "seo_pages_url_idx" ON "seo_pages" USING btree ("url");
  CREATE INDEX "seo_pages_is_active_idx" ON "seo_pages" USING btree ("is_active");
  CREATE INDEX "seo_pages_updated_at_idx" ON "seo_pages" USING btree ("updated_at");
  CREATE INDEX "seo_pages_created_at_idx" ON "seo_pages" USING btree ("created_at");
  CREATE UNIQUE INDEX "seo_pages_locales_locale_parent_id_unique" ON "seo_pages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "seo_pages_texts_order_parent" ON "seo_pages_texts" USING btree ("order","parent_id");
  CREATE INDEX "seo_web_vitals_updated_at_idx" ON "seo_web_vitals" USING btree ("updated_at");
  CREATE INDEX "seo_web_vitals_created_at_idx" ON "seo_web_vitals" USING btree ("created_at");
  CREATE INDEX "path_metric_createdAt_idx" ON "seo_web_vitals" USING btree ("path","metric","created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_seo_pages_fk" FOREIGN KEY ("seo_pages_id") REFERENCES "public"."seo_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_web_vitals_fk" FOREIGN KEY ("seo_web_vitals_id") REFERENCES "public"."seo_web_vitals"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_seo_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("seo_pages_id");
  CREATE INDEX "payload_locked_documents_rels_seo_web_vitals_id_idx" ON "payload_locked_documents_rels" USING btree ("seo_web_vitals_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "seo_pages_technical_settings_custom_headers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "seo_pages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "seo_pages_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "seo_pages_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "seo_web_vitals" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "seo_pages_technical_settings_custom_headers" CASCADE;
  DROP TABLE "seo_pages" CASCADE;
  DROP TABLE "seo_pages_locales" CASCADE;
  DROP TABLE "seo_pages_texts" CASCADE;
  DROP TABLE "seo_web_vitals" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_seo_pages_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_web_vitals_fk";
  
  DROP INDEX "payload_locked_documents_rels_seo_pages_id_idx";
  DROP INDEX "payload_locked_documents_rels_seo_web_vitals_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "seo_pages_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "seo_web_vitals_id";
  DROP TYPE "public"."enum_seo_pages_page_type";
  DROP TYPE "public"."enum_seo_pages_robots_meta";
  DROP TYPE "public"."enum_seo_pages_ai_optimization_expertise_level";
  DROP TYPE "public"."enum_seo_pages_ai_optimization_intent";
  DROP TYPE "public"."enum_seo_pages_social_meta_twitter_card";
  DROP TYPE "public"."enum_seo_pages_schema_data_schema_type";
  DROP TYPE "public"."enum_seo_web_vitals_metric";`)
}
