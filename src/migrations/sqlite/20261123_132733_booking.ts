import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`appointments\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'appointment' NOT NULL,
  	\`service\` text,
  	\`start\` text NOT NULL,
  	\`end\` text,
  	\`status\` text DEFAULT 'booked' NOT NULL,
  	\`name\` text,
  	\`email\` text,
  	\`phone\` text,
  	\`notes\` text,
  	\`internal_notes\` text,
  	\`time_zone\` text DEFAULT 'Europe/Paris',
  	\`locale\` text DEFAULT 'fr' NOT NULL,
  	\`lead_id\` integer,
  	\`calendar_sync\` text DEFAULT 'none',
  	\`calendar_sync_error\` text,
  	\`reminder_sent_at\` text,
  	\`ics_uid\` text,
  	\`ics_sequence\` numeric DEFAULT 0,
  	\`lock_holder\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`lead_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`appointments_start_idx\` ON \`appointments\` (\`start\`);`)
  await db.run(sql`CREATE INDEX \`appointments_end_idx\` ON \`appointments\` (\`end\`);`)
  await db.run(sql`CREATE INDEX \`appointments_status_idx\` ON \`appointments\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`appointments_email_idx\` ON \`appointments\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`appointments_locale_idx\` ON \`appointments\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`appointments_lead_idx\` ON \`appointments\` (\`lead_id\`);`)
  await db.run(sql`CREATE INDEX \`appointments_updated_at_idx\` ON \`appointments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`appointments_created_at_idx\` ON \`appointments\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`appointment_locks\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`cell\` text NOT NULL,
  	\`holder\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`appointment_locks_cell_idx\` ON \`appointment_locks\` (\`cell\`);`)
  await db.run(sql`CREATE INDEX \`appointment_locks_holder_idx\` ON \`appointment_locks\` (\`holder\`);`)
  await db.run(sql`CREATE INDEX \`appointment_locks_updated_at_idx\` ON \`appointment_locks\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`appointment_locks_created_at_idx\` ON \`appointment_locks\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`booking_settings_windows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`weekday\` text NOT NULL,
  	\`start\` text NOT NULL,
  	\`end\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`booking_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`booking_settings_windows_order_idx\` ON \`booking_settings_windows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`booking_settings_windows_parent_id_idx\` ON \`booking_settings_windows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`booking_settings_durations\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`service\` text NOT NULL,
  	\`minutes\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`booking_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`booking_settings_durations_order_idx\` ON \`booking_settings_durations\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`booking_settings_durations_parent_id_idx\` ON \`booking_settings_durations\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`booking_settings_closed_dates\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`date\` text NOT NULL,
  	\`label\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`booking_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`booking_settings_closed_dates_order_idx\` ON \`booking_settings_closed_dates\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`booking_settings_closed_dates_parent_id_idx\` ON \`booking_settings_closed_dates\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`booking_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`time_zone\` text DEFAULT 'Europe/Paris' NOT NULL,
  	\`min_notice_hours\` numeric DEFAULT 24 NOT NULL,
  	\`horizon_days\` numeric DEFAULT 60 NOT NULL,
  	\`buffer_minutes\` text DEFAULT '0' NOT NULL,
  	\`holidays_filled_through\` numeric,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`appointments_id\` integer REFERENCES appointments(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`appointment_locks_id\` integer REFERENCES appointment_locks(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_appointments_id_idx\` ON \`payload_locked_documents_rels\` (\`appointments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_appointment_locks_id_idx\` ON \`payload_locked_documents_rels\` (\`appointment_locks_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`appointments\`;`)
  await db.run(sql`DROP TABLE \`appointment_locks\`;`)
  await db.run(sql`DROP TABLE \`booking_settings_windows\`;`)
  await db.run(sql`DROP TABLE \`booking_settings_durations\`;`)
  await db.run(sql`DROP TABLE \`booking_settings_closed_dates\`;`)
  await db.run(sql`DROP TABLE \`booking_settings\`;`)
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
  	\`blog_articles_id\` integer,
  	\`blog_categories_id\` integer,
  	\`blog_tags_id\` integer,
  	\`contextual_ctas_id\` integer,
  	\`blog_search_terms_id\` integer,
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
  	FOREIGN KEY (\`blog_articles_id\`) REFERENCES \`blog_articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blog_categories_id\`) REFERENCES \`blog_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blog_tags_id\`) REFERENCES \`blog_tags\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contextual_ctas_id\`) REFERENCES \`contextual_ctas\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blog_search_terms_id\`) REFERENCES \`blog_search_terms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`admin_users_id\`) REFERENCES \`admin_users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`email_outbox_id\`) REFERENCES \`email_outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "contacts_id", "leads_id", "audits_id", "diagnostics_id", "roi_id", "popups_id", "newsletter_subscribers_id", "guide_downloads_id", "lead_events_id", "projects_id", "blog_articles_id", "blog_categories_id", "blog_tags_id", "contextual_ctas_id", "blog_search_terms_id", "media_id", "admin_users_id", "email_outbox_id") SELECT "id", "order", "parent_id", "path", "contacts_id", "leads_id", "audits_id", "diagnostics_id", "roi_id", "popups_id", "newsletter_subscribers_id", "guide_downloads_id", "lead_events_id", "projects_id", "blog_articles_id", "blog_categories_id", "blog_tags_id", "contextual_ctas_id", "blog_search_terms_id", "media_id", "admin_users_id", "email_outbox_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_blog_articles_id_idx\` ON \`payload_locked_documents_rels\` (\`blog_articles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_blog_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`blog_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_blog_tags_id_idx\` ON \`payload_locked_documents_rels\` (\`blog_tags_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contextual_ctas_id_idx\` ON \`payload_locked_documents_rels\` (\`contextual_ctas_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_blog_search_terms_id_idx\` ON \`payload_locked_documents_rels\` (\`blog_search_terms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_admin_users_id_idx\` ON \`payload_locked_documents_rels\` (\`admin_users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_email_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`email_outbox_id\`);`)
}
