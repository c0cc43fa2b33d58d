import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`blog_articles\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`language\` text DEFAULT 'fr' NOT NULL,
  	\`status\` text DEFAULT 'draft' NOT NULL,
  	\`published_at\` text,
  	\`slug\` text NOT NULL,
  	\`translation_key\` text,
  	\`category_id\` integer,
  	\`views_count\` numeric DEFAULT 0 NOT NULL,
  	\`reading_time\` numeric,
  	\`computed_reading_time\` numeric,
  	\`word_count\` numeric,
  	\`title\` text NOT NULL,
  	\`excerpt\` text NOT NULL,
  	\`featured_image_id\` integer,
  	\`content\` text NOT NULL,
  	\`author_name\` text NOT NULL,
  	\`author_bio\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`og_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`blog_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`featured_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`og_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`blog_articles_language_idx\` ON \`blog_articles\` (\`language\`);`)
  await db.run(sql`CREATE INDEX \`blog_articles_status_idx\` ON \`blog_articles\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`blog_articles_published_at_idx\` ON \`blog_articles\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`blog_articles_slug_idx\` ON \`blog_articles\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`blog_articles_translation_key_idx\` ON \`blog_articles\` (\`translation_key\`);`)
  await db.run(sql`CREATE INDEX \`blog_articles_category_idx\` ON \`blog_articles\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`blog_articles_featured_image_idx\` ON \`blog_articles\` (\`featured_image_id\`);`)
  await db.run(sql`CREATE INDEX \`blog_articles_og_image_idx\` ON \`blog_articles\` (\`og_image_id\`);`)
  await db.run(sql`CREATE INDEX \`blog_articles_updated_at_idx\` ON \`blog_articles\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`blog_articles_created_at_idx\` ON \`blog_articles\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`language_slug_idx\` ON \`blog_articles\` (\`language\`,\`slug\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`translation_key_language_idx\` ON \`blog_articles\` (\`translation_key\`,\`language\`);`)
  await db.run(sql`CREATE INDEX \`status_language_published_at_idx\` ON \`blog_articles\` (\`status\`,\`language\`,\`published_at\`);`)
  await db.run(sql`CREATE TABLE \`blog_articles_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`blog_articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`blog_articles_texts_order_parent\` ON \`blog_articles_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`blog_articles_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`blog_tags_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`blog_articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blog_tags_id\`) REFERENCES \`blog_tags\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`blog_articles_rels_order_idx\` ON \`blog_articles_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`blog_articles_rels_parent_idx\` ON \`blog_articles_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`blog_articles_rels_path_idx\` ON \`blog_articles_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`blog_articles_rels_blog_tags_id_idx\` ON \`blog_articles_rels\` (\`blog_tags_id\`);`)
  await db.run(sql`CREATE TABLE \`blog_categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`name_fr\` text NOT NULL,
  	\`name_en\` text NOT NULL,
  	\`description_fr\` text,
  	\`description_en\` text,
  	\`color\` text DEFAULT '#ff0054' NOT NULL,
  	\`is_active\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`blog_categories_slug_idx\` ON \`blog_categories\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`blog_categories_updated_at_idx\` ON \`blog_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`blog_categories_created_at_idx\` ON \`blog_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`blog_tags\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`blog_tags_slug_idx\` ON \`blog_tags\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`blog_tags_updated_at_idx\` ON \`blog_tags\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`blog_tags_created_at_idx\` ON \`blog_tags\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`blog_tags_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`blog_tags\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`blog_tags_locales_locale_parent_id_unique\` ON \`blog_tags_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`contextual_ctas\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`service_type\` text NOT NULL,
  	\`language\` text NOT NULL,
  	\`icon\` text NOT NULL,
  	\`is_active\` integer DEFAULT true,
  	\`title\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`button_text\` text NOT NULL,
  	\`href\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`contextual_ctas_service_type_idx\` ON \`contextual_ctas\` (\`service_type\`);`)
  await db.run(sql`CREATE INDEX \`contextual_ctas_language_idx\` ON \`contextual_ctas\` (\`language\`);`)
  await db.run(sql`CREATE INDEX \`contextual_ctas_updated_at_idx\` ON \`contextual_ctas\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`contextual_ctas_created_at_idx\` ON \`contextual_ctas\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`blog_search_terms\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`term\` text NOT NULL,
  	\`article_id\` integer NOT NULL,
  	\`language\` text NOT NULL,
  	\`weight\` numeric NOT NULL,
  	FOREIGN KEY (\`article_id\`) REFERENCES \`blog_articles\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`blog_search_terms_term_idx\` ON \`blog_search_terms\` (\`term\`);`)
  await db.run(sql`CREATE INDEX \`blog_search_terms_article_idx\` ON \`blog_search_terms\` (\`article_id\`);`)
  await db.run(sql`CREATE INDEX \`term_language_idx\` ON \`blog_search_terms\` (\`term\`,\`language\`);`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`focal_x\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`focal_y\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_hero_url\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_hero_width\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_hero_height\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_hero_mime_type\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_hero_filesize\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_hero_filename\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_card_url\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_card_width\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_card_height\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_card_mime_type\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_card_filesize\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_card_filename\` text;`)
  await db.run(sql`CREATE INDEX \`media_sizes_hero_sizes_hero_filename_idx\` ON \`media\` (\`sizes_hero_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_card_sizes_card_filename_idx\` ON \`media\` (\`sizes_card_filename\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`blog_articles_id\` integer REFERENCES blog_articles(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`blog_categories_id\` integer REFERENCES blog_categories(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`blog_tags_id\` integer REFERENCES blog_tags(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`contextual_ctas_id\` integer REFERENCES contextual_ctas(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`blog_search_terms_id\` integer REFERENCES blog_search_terms(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_blog_articles_id_idx\` ON \`payload_locked_documents_rels\` (\`blog_articles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_blog_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`blog_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_blog_tags_id_idx\` ON \`payload_locked_documents_rels\` (\`blog_tags_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contextual_ctas_id_idx\` ON \`payload_locked_documents_rels\` (\`contextual_ctas_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_blog_search_terms_id_idx\` ON \`payload_locked_documents_rels\` (\`blog_search_terms_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`blog_articles\`;`)
  await db.run(sql`DROP TABLE \`blog_articles_texts\`;`)
  await db.run(sql`DROP TABLE \`blog_articles_rels\`;`)
  await db.run(sql`DROP TABLE \`blog_categories\`;`)
  await db.run(sql`DROP TABLE \`blog_tags\`;`)
  await db.run(sql`DROP TABLE \`blog_tags_locales\`;`)
  await db.run(sql`DROP TABLE \`contextual_ctas\`;`)
  await db.run(sql`DROP TABLE \`blog_search_terms\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`contacts_id\` integer,
  	\`leads_id\` integer,
  	\`audits_id\` integer,
  	\`diagnostics_id\` integer,
  	\`roi_id\` integer,
  	\`popups_id\` integer,
  	\`newsletter_subscribers_id\` integer,
  	\`guide_downloads_id\` integer,
  	\`lead_events_id\` integer,
  	\`projects_id\` integer,
  	\`media_id\` integer,
  	\`admin_users_id\` integer,
  	\`email_outbox_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contacts_id\`) REFERENCES \`contacts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`leads_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`audits_id\`) REFERENCES \`audits\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`diagnostics_id\`) REFERENCES \`diagnostics\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`roi_id\`) REFERENCES \`roi\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`popups_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_subscribers_id\`) REFERENCES \`newsletter_subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`guide_downloads_id\`) REFERENCES \`guide_downloads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`lead_events_id\`) REFERENCES \`lead_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`projects_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`admin_users_id\`) REFERENCES \`admin_users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`email_outbox_id\`) REFERENCES \`email_outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "contacts_id", "leads_id", "audits_id", "diagnostics_id", "roi_id", "popups_id", "newsletter_subscribers_id", "guide_downloads_id", "lead_events_id", "projects_id", "media_id", "admin_users_id", "email_outbox_id") SELECT "id", "order", "parent_id", "path", "contacts_id", "leads_id", "audits_id", "diagnostics_id", "roi_id", "popups_id", "newsletter_subscribers_id", "guide_downloads_id", "lead_events_id", "projects_id", "media_id", "admin_users_id", "email_outbox_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contacts_id_idx\` ON \`payload_locked_documents_rels\` (\`contacts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`leads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audits_id_idx\` ON \`payload_locked_documents_rels\` (\`audits_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_diagnostics_id_idx\` ON \`payload_locked_documents_rels\` (\`diagnostics_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_roi_id_idx\` ON \`payload_locked_documents_rels\` (\`roi_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_popups_id_idx\` ON \`payload_locked_documents_rels\` (\`popups_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_guide_downloads_id_idx\` ON \`payload_locked_documents_rels\` (\`guide_downloads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_lead_events_id_idx\` ON \`payload_locked_documents_rels\` (\`lead_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_projects_id_idx\` ON \`payload_locked_documents_rels\` (\`projects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_admin_users_id_idx\` ON \`payload_locked_documents_rels\` (\`admin_users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_email_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`email_outbox_id\`);`)
  await db.run(sql`DROP INDEX \`media_sizes_hero_sizes_hero_filename_idx\`;`)
  await db.run(sql`DROP INDEX \`media_sizes_card_sizes_card_filename_idx\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`focal_x\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`focal_y\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_hero_url\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_hero_width\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_hero_height\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_hero_mime_type\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_hero_filesize\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_hero_filename\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_card_url\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_card_width\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_card_height\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_card_mime_type\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_card_filesize\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_card_filename\`;`)
}
