import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`site_settings_locales\` (
  	\`owner_role\` text,
  	\`owner_bio\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`site_settings_locales_locale_parent_id_unique\` ON \`site_settings_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`owner_name\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`owner_portrait_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`owner_linkedin\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`blog_views_shown_from\` numeric DEFAULT 100;`)
  await db.run(sql`CREATE INDEX \`site_settings_owner_owner_portrait_idx\` ON \`site_settings\` (\`owner_portrait_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`site_settings_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`site_name\` text DEFAULT 'Studio Web & IA' NOT NULL,
  	\`logo_id\` integer,
  	\`email\` text DEFAULT 'contact@example.com' NOT NULL,
  	\`phone\` text DEFAULT '+33 6 39 98 12 34' NOT NULL,
  	\`whatsapp\` text DEFAULT '+33639981234' NOT NULL,
  	\`linkedin\` text DEFAULT 'https://www.linkedin.com/company/example' NOT NULL,
  	\`owner_email\` text,
  	\`claims_years\` numeric DEFAULT 10 NOT NULL,
  	\`claims_projects\` numeric DEFAULT 300 NOT NULL,
  	\`claims_entrepreneurs\` numeric DEFAULT 500 NOT NULL,
  	\`address_street\` text DEFAULT '12 rue de l''Exemple' NOT NULL,
  	\`address_postal_code\` text DEFAULT '69002' NOT NULL,
  	\`address_city\` text DEFAULT 'Lyon' NOT NULL,
  	\`address_country\` text DEFAULT 'France' NOT NULL,
  	\`legal_legal_name\` text DEFAULT 'Studio Web & IA (entreprise individuelle)' NOT NULL,
  	\`legal_legal_form\` text DEFAULT 'EI' NOT NULL,
  	\`legal_siren\` text DEFAULT '987 654 324' NOT NULL,
  	\`legal_siret\` text DEFAULT '987 654 324 00019' NOT NULL,
  	\`legal_vat_number\` text DEFAULT 'FR14987654324',
  	\`legal_ape_code\` text DEFAULT '6201Z' NOT NULL,
  	\`legal_host_name\` text DEFAULT 'Hébergement Exemple SAS' NOT NULL,
  	\`legal_host_phone\` text DEFAULT '+33 1 99 00 45 67' NOT NULL,
  	\`legal_host_website\` text DEFAULT 'https://hosting.example.com' NOT NULL,
  	\`legal_host_address_street\` text DEFAULT '40 avenue de l''Exemple' NOT NULL,
  	\`legal_host_address_postal_code\` text DEFAULT '75011' NOT NULL,
  	\`legal_host_address_city\` text DEFAULT 'Paris' NOT NULL,
  	\`legal_host_address_country\` text DEFAULT 'France' NOT NULL,
  	\`prices_audit\` numeric DEFAULT 589 NOT NULL,
  	\`prices_pwa\` numeric DEFAULT 3500 NOT NULL,
  	\`prices_webapps\` numeric DEFAULT 6000 NOT NULL,
  	\`prices_ia\` numeric DEFAULT 2000 NOT NULL,
  	\`prices_formation\` numeric DEFAULT 1500 NOT NULL,
  	\`prices_conseil\` numeric DEFAULT 150 NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings\`("id", "site_name", "logo_id", "email", "phone", "whatsapp", "linkedin", "owner_email", "claims_years", "claims_projects", "claims_entrepreneurs", "address_street", "address_postal_code", "address_city", "address_country", "legal_legal_name", "legal_legal_form", "legal_siren", "legal_siret", "legal_vat_number", "legal_ape_code", "legal_host_name", "legal_host_phone", "legal_host_website", "legal_host_address_street", "legal_host_address_postal_code", "legal_host_address_city", "legal_host_address_country", "prices_audit", "prices_pwa", "prices_webapps", "prices_ia", "prices_formation", "prices_conseil", "updated_at", "created_at") SELECT "id", "site_name", "logo_id", "email", "phone", "whatsapp", "linkedin", "owner_email", "claims_years", "claims_projects", "claims_entrepreneurs", "address_street", "address_postal_code", "address_city", "address_country", "legal_legal_name", "legal_legal_form", "legal_siren", "legal_siret", "legal_vat_number", "legal_ape_code", "legal_host_name", "legal_host_phone", "legal_host_website", "legal_host_address_street", "legal_host_address_postal_code", "legal_host_address_city", "legal_host_address_country", "prices_audit", "prices_pwa", "prices_webapps", "prices_ia", "prices_formation", "prices_conseil", "updated_at", "created_at" FROM \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings\` RENAME TO \`site_settings\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`site_settings_logo_idx\` ON \`site_settings\` (\`logo_id\`);`)
}
