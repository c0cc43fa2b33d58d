import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`audits\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`site_url\` text NOT NULL,
  	\`company\` text NOT NULL,
  	\`name\` text,
  	\`email\` text NOT NULL,
  	\`concerns\` text NOT NULL,
  	\`status\` text DEFAULT 'requested' NOT NULL,
  	\`notes\` text,
  	\`locale\` text DEFAULT 'fr' NOT NULL,
  	\`lead_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`lead_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`audits_email_idx\` ON \`audits\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`audits_status_idx\` ON \`audits\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`audits_locale_idx\` ON \`audits\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`audits_lead_idx\` ON \`audits\` (\`lead_id\`);`)
  await db.run(sql`CREATE INDEX \`audits_updated_at_idx\` ON \`audits\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`audits_created_at_idx\` ON \`audits\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`diagnostics_tasks\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`diagnostics\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`diagnostics_tasks_order_idx\` ON \`diagnostics_tasks\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`diagnostics_tasks_parent_idx\` ON \`diagnostics_tasks\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`diagnostics\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`revenue\` text NOT NULL,
  	\`challenge\` text NOT NULL,
  	\`hours_per_week\` numeric,
  	\`monthly_cost\` numeric,
  	\`yearly_cost\` numeric,
  	\`yearly_savings\` numeric,
  	\`payback_months\` numeric,
  	\`recommended_service\` text,
  	\`email\` text,
  	\`name\` text,
  	\`company\` text,
  	\`qualified\` integer DEFAULT false,
  	\`locale\` text DEFAULT 'fr' NOT NULL,
  	\`lead_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`lead_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`diagnostics_challenge_idx\` ON \`diagnostics\` (\`challenge\`);`)
  await db.run(sql`CREATE INDEX \`diagnostics_email_idx\` ON \`diagnostics\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`diagnostics_qualified_idx\` ON \`diagnostics\` (\`qualified\`);`)
  await db.run(sql`CREATE INDEX \`diagnostics_locale_idx\` ON \`diagnostics\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`diagnostics_lead_idx\` ON \`diagnostics\` (\`lead_id\`);`)
  await db.run(sql`CREATE INDEX \`diagnostics_updated_at_idx\` ON \`diagnostics\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`diagnostics_created_at_idx\` ON \`diagnostics\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`roi\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`project_type\` text NOT NULL,
  	\`budget\` text NOT NULL,
  	\`timeframe\` text NOT NULL,
  	\`service\` text,
  	\`min_price\` numeric,
  	\`max_price\` numeric,
  	\`min_weeks\` numeric,
  	\`max_weeks\` numeric,
  	\`email\` text NOT NULL,
  	\`name\` text,
  	\`company\` text,
  	\`message\` text,
  	\`locale\` text DEFAULT 'fr' NOT NULL,
  	\`lead_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`lead_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`roi_project_type_idx\` ON \`roi\` (\`project_type\`);`)
  await db.run(sql`CREATE INDEX \`roi_email_idx\` ON \`roi\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`roi_locale_idx\` ON \`roi\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`roi_lead_idx\` ON \`roi\` (\`lead_id\`);`)
  await db.run(sql`CREATE INDEX \`roi_updated_at_idx\` ON \`roi\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`roi_created_at_idx\` ON \`roi\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`popups\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`kind\` text DEFAULT 'lead' NOT NULL,
  	\`active\` integer DEFAULT true,
  	\`trigger\` text DEFAULT 'delay' NOT NULL,
  	\`delay_seconds\` numeric DEFAULT 20,
  	\`scroll_percent\` numeric DEFAULT 50,
  	\`frequency_days\` numeric DEFAULT 7,
  	\`views\` numeric DEFAULT 0,
  	\`signups\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`popups_active_idx\` ON \`popups\` (\`active\`);`)
  await db.run(sql`CREATE INDEX \`popups_updated_at_idx\` ON \`popups\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`popups_created_at_idx\` ON \`popups\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`popups_locales\` (
  	\`title\` text NOT NULL,
  	\`body\` text NOT NULL,
  	\`cta_label\` text NOT NULL,
  	\`success_message\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`popups_locales_locale_parent_id_unique\` ON \`popups_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`popups_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`popups_texts_order_parent\` ON \`popups_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`newsletter_subscribers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email\` text NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`source\` text,
  	\`locale\` text DEFAULT 'fr' NOT NULL,
  	\`consent_at\` text NOT NULL,
  	\`confirmed_at\` text,
  	\`unsubscribed_at\` text,
  	\`token\` text NOT NULL,
  	\`lead_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`lead_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`newsletter_subscribers_email_idx\` ON \`newsletter_subscribers\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_status_idx\` ON \`newsletter_subscribers\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_locale_idx\` ON \`newsletter_subscribers\` (\`locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`newsletter_subscribers_token_idx\` ON \`newsletter_subscribers\` (\`token\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_lead_idx\` ON \`newsletter_subscribers\` (\`lead_id\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_updated_at_idx\` ON \`newsletter_subscribers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_created_at_idx\` ON \`newsletter_subscribers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`guide_downloads\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`guide\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`consent_at\` text NOT NULL,
  	\`newsletter\` integer DEFAULT false,
  	\`locale\` text DEFAULT 'fr' NOT NULL,
  	\`lead_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`lead_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`guide_downloads_guide_idx\` ON \`guide_downloads\` (\`guide\`);`)
  await db.run(sql`CREATE INDEX \`guide_downloads_email_idx\` ON \`guide_downloads\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`guide_downloads_locale_idx\` ON \`guide_downloads\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`guide_downloads_lead_idx\` ON \`guide_downloads\` (\`lead_id\`);`)
  await db.run(sql`CREATE INDEX \`guide_downloads_updated_at_idx\` ON \`guide_downloads\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`guide_downloads_created_at_idx\` ON \`guide_downloads\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`exports\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`format\` text DEFAULT 'csv' NOT NULL,
  	\`limit\` numeric,
  	\`page\` numeric DEFAULT 1,
  	\`sort\` text,
  	\`sort_order\` text,
  	\`locale\` text DEFAULT 'all',
  	\`drafts\` text DEFAULT 'yes',
  	\`collection_slug\` text DEFAULT 'contacts' NOT NULL,
  	\`where\` text DEFAULT '{}',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`exports_updated_at_idx\` ON \`exports\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`exports_created_at_idx\` ON \`exports\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`exports_filename_idx\` ON \`exports\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`exports_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`exports\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`exports_texts_order_parent\` ON \`exports_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`imports\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`collection_slug\` text NOT NULL,
  	\`import_mode\` text,
  	\`match_field\` text DEFAULT 'id',
  	\`status\` text DEFAULT 'pending',
  	\`summary_imported\` numeric,
  	\`summary_updated\` numeric,
  	\`summary_total\` numeric,
  	\`summary_issues\` numeric,
  	\`summary_issue_details\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`imports_updated_at_idx\` ON \`imports\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`imports_created_at_idx\` ON \`imports\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`imports_filename_idx\` ON \`imports\` (\`filename\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`audits_id\` integer REFERENCES audits(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`diagnostics_id\` integer REFERENCES diagnostics(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`roi_id\` integer REFERENCES roi(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`popups_id\` integer REFERENCES popups(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`newsletter_subscribers_id\` integer REFERENCES newsletter_subscribers(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`guide_downloads_id\` integer REFERENCES guide_downloads(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audits_id_idx\` ON \`payload_locked_documents_rels\` (\`audits_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_diagnostics_id_idx\` ON \`payload_locked_documents_rels\` (\`diagnostics_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_roi_id_idx\` ON \`payload_locked_documents_rels\` (\`roi_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_popups_id_idx\` ON \`payload_locked_documents_rels\` (\`popups_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_guide_downloads_id_idx\` ON \`payload_locked_documents_rels\` (\`guide_downloads_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`audits\`;`)
  await db.run(sql`DROP TABLE \`diagnostics_tasks\`;`)
  await db.run(sql`DROP TABLE \`diagnostics\`;`)
  await db.run(sql`DROP TABLE \`roi\`;`)
  await db.run(sql`DROP TABLE \`popups\`;`)
  await db.run(sql`DROP TABLE \`popups_locales\`;`)
  await db.run(sql`DROP TABLE \`popups_texts\`;`)
  await db.run(sql`DROP TABLE \`newsletter_subscribers\`;`)
  await db.run(sql`DROP TABLE \`guide_downloads\`;`)
  await db.run(sql`DROP TABLE \`exports\`;`)
  await db.run(sql`DROP TABLE \`exports_texts\`;`)
  await db.run(sql`DROP TABLE \`imports\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`contacts_id\` integer,
  	\`leads_id\` integer,
  	\`lead_events_id\` integer,
  	\`admin_users_id\` integer,
  	\`email_outbox_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contacts_id\`) REFERENCES \`contacts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`leads_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`lead_events_id\`) REFERENCES \`lead_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`admin_users_id\`) REFERENCES \`admin_users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`email_outbox_id\`) REFERENCES \`email_outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "contacts_id", "leads_id", "lead_events_id", "admin_users_id", "email_outbox_id") SELECT "id", "order", "parent_id", "path", "contacts_id", "leads_id", "lead_events_id", "admin_users_id", "email_outbox_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contacts_id_idx\` ON \`payload_locked_documents_rels\` (\`contacts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`leads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_lead_events_id_idx\` ON \`payload_locked_documents_rels\` (\`lead_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_admin_users_id_idx\` ON \`payload_locked_documents_rels\` (\`admin_users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_email_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`email_outbox_id\`);`)
}
