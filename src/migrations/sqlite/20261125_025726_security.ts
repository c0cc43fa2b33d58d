import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`admin_sign_ins\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`admin_id\` integer,
  	\`email\` text NOT NULL,
  	\`success\` integer DEFAULT false NOT NULL,
  	\`failure\` text,
  	\`ip\` text,
  	\`user_agent\` text,
  	\`session_id\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`admin_id\`) REFERENCES \`admin_users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`admin_sign_ins_admin_idx\` ON \`admin_sign_ins\` (\`admin_id\`);`)
  await db.run(sql`CREATE INDEX \`admin_sign_ins_email_idx\` ON \`admin_sign_ins\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`admin_sign_ins_session_id_idx\` ON \`admin_sign_ins\` (\`session_id\`);`)
  await db.run(sql`CREATE INDEX \`admin_sign_ins_updated_at_idx\` ON \`admin_sign_ins\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`admin_sign_ins_created_at_idx\` ON \`admin_sign_ins\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`audit_log\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`summary\` text NOT NULL,
  	\`actor_id\` integer,
  	\`actor_name\` text NOT NULL,
  	\`action\` text NOT NULL,
  	\`entity\` text NOT NULL,
  	\`record_id\` text,
  	\`fields\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`actor_id\`) REFERENCES \`admin_users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`audit_log_actor_idx\` ON \`audit_log\` (\`actor_id\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_entity_idx\` ON \`audit_log\` (\`entity\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_updated_at_idx\` ON \`audit_log\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_created_at_idx\` ON \`audit_log\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`entity_record_id_idx\` ON \`audit_log\` (\`entity\`,\`record_id\`);`)
  await db.run(sql`CREATE TABLE \`admin_two_factor\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`admin_id\` integer NOT NULL,
  	\`secret\` text,
  	\`pending_secret\` text,
  	\`recovery_hashes\` text,
  	\`failed_attempts\` numeric DEFAULT 0,
  	\`last_step\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`admin_id\`) REFERENCES \`admin_users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`admin_two_factor_admin_idx\` ON \`admin_two_factor\` (\`admin_id\`);`)
  await db.run(sql`CREATE INDEX \`admin_two_factor_updated_at_idx\` ON \`admin_two_factor\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`admin_two_factor_created_at_idx\` ON \`admin_two_factor\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`admin_users\` ADD \`two_factor\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`admin_users\` ADD \`two_factor_sessions\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`admin_sign_ins_id\` integer REFERENCES admin_sign_ins(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`audit_log_id\` integer REFERENCES audit_log(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`admin_two_factor_id\` integer REFERENCES admin_two_factor(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_admin_sign_ins_id_idx\` ON \`payload_locked_documents_rels\` (\`admin_sign_ins_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_log_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_log_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_admin_two_factor_id_idx\` ON \`payload_locked_documents_rels\` (\`admin_two_factor_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`admin_sign_ins\`;`)
  await db.run(sql`DROP TABLE \`audit_log\`;`)
  await db.run(sql`DROP TABLE \`admin_two_factor\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`seo_pages_id\` integer,
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
  	\`seo_web_vitals_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`seo_pages_id\`) REFERENCES \`seo_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  	FOREIGN KEY (\`appointment_locks_id\`) REFERENCES \`appointment_locks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`seo_web_vitals_id\`) REFERENCES \`seo_web_vitals\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "seo_pages_id", "contacts_id", "leads_id", "audits_id", "appointments_id", "diagnostics_id", "roi_id", "popups_id", "newsletter_subscribers_id", "guide_downloads_id", "lead_events_id", "projects_id", "blog_articles_id", "blog_categories_id", "blog_tags_id", "contextual_ctas_id", "blog_search_terms_id", "media_id", "admin_users_id", "email_outbox_id", "appointment_locks_id", "seo_web_vitals_id") SELECT "id", "order", "parent_id", "path", "seo_pages_id", "contacts_id", "leads_id", "audits_id", "appointments_id", "diagnostics_id", "roi_id", "popups_id", "newsletter_subscribers_id", "guide_downloads_id", "lead_events_id", "projects_id", "blog_articles_id", "blog_categories_id", "blog_tags_id", "contextual_ctas_id", "blog_search_terms_id", "media_id", "admin_users_id", "email_outbox_id", "appointment_locks_id", "seo_web_vitals_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_seo_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`seo_pages_id\`);`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_seo_web_vitals_id_idx\` ON \`payload_locked_documents_rels\` (\`seo_web_vitals_id\`);`)
  await db.run(sql`ALTER TABLE \`admin_users\` DROP COLUMN \`two_factor\`;`)
  await db.run(sql`ALTER TABLE \`admin_users\` DROP COLUMN \`two_factor_sessions\`;`)
}
