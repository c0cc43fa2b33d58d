import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_blog_articles_language" AS ENUM('fr', 'en');
  CREATE TYPE "public"."enum_blog_articles_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_contextual_ctas_service_type" AS ENUM('pwa', 'ia', 'seo', 'consulting');
  CREATE TYPE "public"."enum_contextual_ctas_language" AS ENUM('fr', 'en');
  CREATE TYPE "public"."enum_contextual_ctas_icon" AS ENUM('Smartphone', 'Brain', 'TrendingUp', 'Users', 'Zap', 'Target');
  CREATE TYPE "public"."enum_blog_search_terms_language" AS ENUM('fr', 'en');
  CREATE TABLE "blog_articles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"language" "enum_blog_articles_language" DEFAULT 'fr' NOT NULL,
  	"status" "enum_blog_articles_status" DEFAULT 'draft' NOT NULL,
  	"published_at" timestamp(3) with time zone,
  	"slug" varchar NOT NULL,
  	"translation_key" varchar,
  	"category_id" integer,
  	"views_count" numeric DEFAULT 0 NOT NULL,
  	"reading_time" numeric,
  	"computed_reading_time" numeric,
  	"word_count" numeric,
  	"title" varchar NOT NULL,
  	"excerpt" varchar NOT NULL,
  	"featured_image_id" integer,
  	"content" jsonb NOT NULL,
  	"author_name" varchar NOT NULL,
  	"author_bio" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"og_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "blog_articles_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "blog_articles_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"blog_tags_id" integer
  );
  
  CREATE TABLE "blog_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"name_fr" varchar NOT NULL,
  	"name_en" varchar NOT NULL,
  	"description_fr" varchar,
  	"description_en" varchar,
  	"color" varchar DEFAULT '#ff0054' NOT NULL,
  	"is_active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "blog_tags" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "blog_tags_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "contextual_ctas" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"service_type" "enum_contextual_ctas_service_type" NOT NULL,
  	"language" "enum_contextual_ctas_language" NOT NULL,
  	"icon" "enum_contextual_ctas_icon" NOT NULL,
  	"is_active" boolean DEFAULT true,
  	"title" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"button_text" varchar NOT NULL,
  	"href" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "blog_search_terms" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"term" varchar NOT NULL,
  	"article_id" integer NOT NULL,
  	"language" "enum_blog_search_terms_language" NOT NULL,
  	"weight" numeric NOT NULL
  );
  
  ALTER TABLE "media" ADD COLUMN "focal_x" numeric;
  ALTER TABLE "media" ADD COLUMN "focal_y" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_hero_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_hero_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_hero_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_hero_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_hero_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_hero_filename" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_card_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_card_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_card_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_card_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_card_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_card_filename" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "blog_articles_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "blog_categories_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "blog_tags_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "contextual_ctas_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "blog_search_terms_id" integer;
  ALTER TABLE "blog_articles" ADD CONSTRAINT "blog_articles_category_id_blog_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."blog_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blog_articles" ADD CONSTRAINT "blog_articles_featured_image_id_media_id_fk" FOREIGN KEY ("featured_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blog_articles" ADD CONSTRAINT "blog_articles_og_image_id_media_id_fk" FOREIGN KEY ("og_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blog_articles_texts" ADD CONSTRAINT "blog_articles_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."blog_articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blog_articles_rels" ADD CONSTRAINT "blog_articles_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."blog_articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blog_articles_rels" ADD CONSTRAINT "blog_articles_rels_blog_tags_fk" FOREIGN KEY ("blog_tags_id") REFERENCES "public"."blog_tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blog_tags_locales" ADD CONSTRAINT "blog_tags_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blog_tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blog_search_terms" ADD CONSTRAINT "blog_search_terms_article_id_blog_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."blog_articles"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "blog_articles_language_idx" ON "blog_articles" USING btree ("language");
  CREATE INDEX "blog_articles_status_idx" ON "blog_articles" USING btree ("status");
  CREATE INDEX "blog_articles_published_at_idx" ON "blog_articles" USING btree ("published_at");
  CREATE INDEX "blog_articles_slug_idx" ON "blog_articles" USING btree ("slug");
  CREATE INDEX "blog_articles_translation_key_idx" ON "blog_articles" USING btree ("translation_key");
  CREATE INDEX "blog_articles_category_idx" ON "blog_articles" USING btree ("category_id");
  CREATE INDEX "blog_articles_featured_image_idx" ON "blog_articles" USING btree ("featured_image_id");
  CREATE INDEX "blog_articles_og_image_idx" ON "blog_articles" USING btree ("og_image_id");
  CREATE INDEX "blog_articles_updated_at_idx" ON "blog_articles" USING btree ("updated_at");
  CREATE INDEX "blog_articles_created_at_idx" ON "blog_articles" USING btree ("created_at");
  CREATE UNIQUE INDEX "language_slug_idx" ON "blog_articles" USING btree ("language","slug");
  CREATE UNIQUE INDEX "translation_key_language_idx" ON "blog_articles" USING btree ("translation_key","language");
  CREATE INDEX "status_language_published_at_idx" ON "blog_articles" USING btree ("status","language","published_at");
  CREATE INDEX "blog_articles_texts_order_parent" ON "blog_articles_texts" USING btree ("order","parent_id");
  CREATE INDEX "blog_articles_rels_order_idx" ON "blog_articles_rels" USING btree ("order");
  CREATE INDEX "blog_articles_rels_parent_idx" ON "blog_articles_rels" USING btree ("parent_id");
  CREATE INDEX "blog_articles_rels_path_idx" ON "blog_articles_rels" USING btree ("path");
  CREATE INDEX "blog_articles_rels_blog_tags_id_idx" ON "blog_articles_rels" USING btree ("blog_tags_id");
  CREATE UNIQUE INDEX "blog_categories_slug_idx" ON "blog_categories" USING btree ("slug");
  CREATE INDEX "blog_categories_updated_at_idx" ON "blog_categories" USING btree ("updated_at");
  CREATE INDEX "blog_categories_created_at_idx" ON "blog_categories" USING btree ("created_at");
  CREATE UNIQUE INDEX "blog_tags_slug_idx" ON "blog_tags" USING btree ("slug");
  CREATE INDEX "blog_tags_updated_at_idx" ON "blog_tags" USING btree ("updated_at");
  CREATE INDEX "blog_tags_created_at_idx" ON "blog_tags" USING btree ("created_at");
  CREATE UNIQUE INDEX "blog_tags_locales_locale_parent_id_unique" ON "blog_tags_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "contextual_ctas_service_type_idx" ON "contextual_ctas" USING btree ("service_type");
  CREATE INDEX "contextual_ctas_language_idx" ON "contextual_ctas" USING btree ("language");
  CREATE INDEX "contextual_ctas_updated_at_idx" ON "contextual_ctas" USING btree ("updated_at");
  CREATE INDEX "contextual_ctas_created_at_idx" ON "contextual_ctas" USING btree ("created_at");
  CREATE INDEX "blog_search_terms_term_idx" ON "blog_search_terms" USING btree ("term");
  CREATE INDEX "blog_search_terms_article_idx" ON "blog_search_terms" USING btree ("article_id");
  CREATE INDEX "term_language_idx" ON "blog_search_terms" USING btree ("term","language");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_blog_articles_fk" FOREIGN KEY ("blog_articles_id") REFERENCES "public"."blog_articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_blog_categories_fk" FOREIGN KEY ("blog_categories_id") REFERENCES "public"."blog_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_blog_tags_fk" FOREIGN KEY ("blog_tags_id") REFERENCES "public"."blog_tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contextual_ctas_fk" FOREIGN KEY ("contextual_ctas_id") REFERENCES "public"."contextual_ctas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_blog_search_terms_fk" FOREIGN KEY ("blog_search_terms_id") REFERENCES "public"."blog_search_terms"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "media_sizes_hero_sizes_hero_filename_idx" ON "media" USING btree ("sizes_hero_filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE INDEX "payload_locked_documents_rels_blog_articles_id_idx" ON "payload_locked_documents_rels" USING btree ("blog_articles_id");
  CREATE INDEX "payload_locked_documents_rels_blog_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("blog_categories_id");
  CREATE INDEX "payload_locked_documents_rels_blog_tags_id_idx" ON "payload_locked_documents_rels" USING btree ("blog_tags_id");
  CREATE INDEX "payload_locked_documents_rels_contextual_ctas_id_idx" ON "payload_locked_documents_rels" USING btree ("contextual_ctas_id");
  CREATE INDEX "payload_locked_documents_rels_blog_search_terms_id_idx" ON "payload_locked_documents_rels" USING btree ("blog_search_terms_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "blog_articles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blog_articles_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blog_articles_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blog_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blog_tags" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blog_tags_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contextual_ctas" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blog_search_terms" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "blog_articles" CASCADE;
  DROP TABLE "blog_articles_texts" CASCADE;
  DROP TABLE "blog_articles_rels" CASCADE;
  DROP TABLE "blog_categories" CASCADE;
  DROP TABLE "blog_tags" CASCADE;
  DROP TABLE "blog_tags_locales" CASCADE;
  DROP TABLE "contextual_ctas" CASCADE;
  DROP TABLE "blog_search_terms" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_blog_articles_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_blog_categories_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_blog_tags_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_contextual_ctas_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_blog_search_terms_fk";
  
  DROP INDEX "media_sizes_hero_sizes_hero_filename_idx";
  DROP INDEX "media_sizes_card_sizes_card_filename_idx";
  DROP INDEX "payload_locked_documents_rels_blog_articles_id_idx";
  DROP INDEX "payload_locked_documents_rels_blog_categories_id_idx";
  DROP INDEX "payload_locked_documents_rels_blog_tags_id_idx";
  DROP INDEX "payload_locked_documents_rels_contextual_ctas_id_idx";
  DROP INDEX "payload_locked_documents_rels_blog_search_terms_id_idx";
  ALTER TABLE "media" DROP COLUMN "focal_x";
  ALTER TABLE "media" DROP COLUMN "focal_y";
  ALTER TABLE "media" DROP COLUMN "sizes_hero_url";
  ALTER TABLE "media" DROP COLUMN "sizes_hero_width";
  ALTER TABLE "media" DROP COLUMN "sizes_hero_height";
  ALTER TABLE "media" DROP COLUMN "sizes_hero_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_hero_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_hero_filename";
  ALTER TABLE "media" DROP COLUMN "sizes_card_url";
  ALTER TABLE "media" DROP COLUMN "sizes_card_width";
  ALTER TABLE "media" DROP COLUMN "sizes_card_height";
  ALTER TABLE "media" DROP COLUMN "sizes_card_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_card_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_card_filename";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "blog_articles_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "blog_categories_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "blog_tags_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "contextual_ctas_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "blog_search_terms_id";
  DROP TYPE "public"."enum_blog_articles_language";
  DROP TYPE "public"."enum_blog_articles_status";
  DROP TYPE "public"."enum_contextual_ctas_service_type";
  DROP TYPE "public"."enum_contextual_ctas_language";
  DROP TYPE "public"."enum_contextual_ctas_icon";
  DROP TYPE "public"."enum_blog_search_terms_language";`)
}
