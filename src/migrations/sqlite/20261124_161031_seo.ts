import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`seo_pages_technical_settings_custom_headers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`value\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`seo_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`seo_pages_technical_settings_custom_headers_order_idx\` ON \`seo_pages_technical_settings_custom_headers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`seo_pages_technical_settings_custom_headers_parent_id_idx\` ON \`seo_pages_technical_settings_custom_headers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`seo_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`url\` text NOT NULL,
  	\`is_active\` integer DEFAULT true,
  	\`page_type\` text DEFAULT 'other' NOT NULL,
  	\`canonical_url\` text,
  	\`robots_meta\` text DEFAULT 'index, follow',
  	\`ai_optimization_enable_ai_optimization\` integer DEFAULT false,
  	\`ai_optimization_expertise_level\` text,
  	\`ai_optimization_intent\` text,
  	\`ai_optimization_custom_metadata\` text,
  	\`social_meta_enable_social_optimization\` integer DEFAULT false,
  	\`social_meta_og_image\` text,
  	\`social_meta_twitter_card\` text DEFAULT 'summary_large_image',
  	\`social_meta_twitter_image\` text,
  	\`schema_data_enable_schema_org\` integer DEFAULT false,
  	\`schema_data_schema_type\` text,
  	\`schema_data_structured_data\` text,
  	\`technical_settings_enable_technical_seo\` integer DEFAULT false,
  	\`technical_settings_critical_css\` text,
  	\`technical_settings_defer_non_critical\` integer DEFAULT true,
  	\`technical_settings_performance_budget_lcp_ms\` numeric DEFAULT 2500,
  	\`technical_settings_performance_budget_inp_ms\` numeric DEFAULT 200,
  	\`technical_settings_performance_budget_cls\` numeric DEFAULT 0.1,
  	\`audit_results_score\` numeric,
  	\`audit_results_audited_at\` text,
  	\`audit_results_checks\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`seo_pages_url_idx\` ON \`seo_pages\` (\`url\`);`)
  await db.run(sql`CREATE INDEX \`seo_pages_is_active_idx\` ON \`seo_pages\` (\`is_active\`);`)
  await db.run(sql`CREATE INDEX \`seo_pages_updated_at_idx\` ON \`seo_pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`seo_pages_created_at_idx\` ON \`seo_pages\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`seo_pages_locales\` (
  	\`title\` text,
  	\`meta_description\` text,
  	\`social_meta_og_title\` text,
  	\`social_meta_og_description\` text,
  	\`social_meta_twitter_title\` text,
  	\`social_meta_twitter_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`seo_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`seo_pages_locales_locale_parent_id_unique\` ON \`seo_pages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`seo_pages_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`seo_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`seo_pages_texts_order_parent\` ON \`seo_pages_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`seo_web_vitals\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`path\` text NOT NULL,
  	\`metric\` text NOT NULL,
  	\`value\` numeric NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`seo_web_vitals_updated_at_idx\` ON \`seo_web_vitals\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`seo_web_vitals_created_at_idx\` ON \`seo_web_vitals\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`path_metric_createdAt_idx\` ON \`seo_web_vitals\` (\`path\`,\`metric\`,\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`seo_pages_id\` integer REFERENCES seo_pages(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`seo_web_vitals_id\` integer REFERENCES seo_web_vitals(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_seo_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`seo_pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_seo_web_vitals_id_idx\` ON \`payload_locked_documents_rels\` (\`seo_web_vitals_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`seo_pages_technical_settings_custom_headers\`;`)
  await db.run(sql`DROP TABLE \`seo_pages\`;`)
  await db.run(sql`DROP TABLE \`seo_pages_locales\`;`)
  await db.run(sql`DROP TABLE \`seo_pages_texts\`;`)
  await db.run(sql`DROP TABLE \`seo_web_vitals\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`contacts_id\` integer,
  	\`leads_id\` integer,
  	\`audits_id\` integer,
  	\`appointments_id\` integer,
  	\`diagnostics_id\` integer,
  	\`roi_id\` integer,
  	\`popups_id\` integer,
  	\`newsletter_subscribers_id\` integer,
  	\`guide_downloads_id\` integer,
  	\`lead_events_id\` integer,
  	\`projects_id\` integer,
  	\`blog_articles_id\` integer,
  	\`blog_categories_id\` integer,
  	\`blog_tags_id\` integer,
  	\`contextual_ctas_id\` integer,
  	\`blog_search_terms_id\` integer,
  	\`media_id\` integer,
  	\`admin_users_id\` integer,
  	\`email_outbox_id\` integer,
  	\`appointment_locks_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contacts_id\`) REFERENCES \`contacts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`leads_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`audits_id\`) REFERENCES \`audits\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`appointments_id\`) REFERENCES \`appointments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`diagnostics_id\`) REFERENCES \`diagnostics\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`roi_id\`) REFERENCES \`roi\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`popups_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_subscribers_id\`) REFERENCES \`newsletter_subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`guide_downloads_id\`) REFERENCES \`guide_downloads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`lead_events_id\`) REFERENCES \`lead_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`projects_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blog_articles_id\`) REFERENCES \`blog_articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blog_categories_id\`) REFERENCES \`blog_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blog_tags_id\`) REFERENCES \`blog_tags\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contextual_ctas_id\`) REFERENCES \`contextual_ctas\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blog_search_terms_id\`) REFERENCES \`blog_search_terms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`admin_users_id\`) REFERENCES \`admin_users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`email_outbox_id\`) REFERENCES \`email_outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`appointment_locks_id\`) REFERENCES \`appointment_locks\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "contacts_id", "leads_id", "audits_id", "appointments_id", "diagnostics_id", "roi_id", "popups_id", "newsletter_subscribers_id", "guide_downloads_id", "lead_events_id", "projects_id", "blog_articles_id", "blog_categories_id", "blog_tags_id", "contextual_ctas_id", "blog_search_terms_id", "media_id", "admin_users_id", "email_outbox_id", "appointment_locks_id") SELECT "id", "order", "parent_id", "path", "contacts_id", "leads_id", "audits_id", "appointments_id", "diagnostics_id", "roi_id", "popups_id", "newsletter_subscribers_id", "guide_downloads_id", "lead_events_id", "projects_id", "blog_articles_id", "blog_categories_id", "blog_tags_id", "contextual_ctas_id", "blog_search_terms_id", "media_id", "admin_users_id", "email_outbox_id", "appointment_locks_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contacts_id_idx\` ON \`payload_locked_documents_rels\` (\`contacts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`leads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audits_id_idx\` ON \`payload_locked_documents_rels\` (\`audits_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_appointments_id_idx\` ON \`payload_locked_documents_rels\` (\`appointments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_diagnostics_id_idx\` ON \`payload_locked_documents_rels\` (\`diagnostics_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_roi_id_idx\` ON \`payload_locked_documents_rels\` (\`roi_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_popups_id_idx\` ON \`payload_locked_documents_rels\` (\`popups_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_guide_downloads_id_idx\` ON \`payload_locked_documents_rels\` (\`guide_downloads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_lead_events_id_idx\` ON \`payload_locked_documents_rels\` (\`lead_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_projects_id_idx\` ON \`payload_locked_documents_rels\` (\`projects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_blog_articles_id_idx\` ON \`payload_locked_documents_rels\` (\`blog_articles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_blog_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`blog_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_blog_tags_id_idx\` ON \`payload_locked_documents_rels\` (\`blog_tags_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contextual_ctas_id_idx\` ON \`payload_locked_documents_rels\` (\`contextual_ctas_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_blog_search_terms_id_idx\` ON \`payload_locked_documents_rels\` (\`blog_search_terms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_admin_users_id_idx\` ON \`payload_locked_documents_rels\` (\`admin_users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_email_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`email_outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_appointment_locks_id_idx\` ON \`payload_locked_documents_rels\` (\`appointment_locks_id\`);`)
}
