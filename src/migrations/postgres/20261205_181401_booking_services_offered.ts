import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The services a site offers from now on, as the seed offers them (a fresh database gets them
 * from the start-up). Written out here: a migration keeps the text of its day.
 */
const offered = [
  {
    service: 'consultation-gratuite',
    minutes: 30,
    price: null,
    fr: 'Un premier échange sans engagement pour faire le point sur votre projet et les pistes possibles.',
    en: 'A first call with no commitment to review your project and the options open to you.',
  },
  {
    service: 'audit-technique',
    minutes: 60,
    price: 589,
    fr: "Vitesse, sécurité, référencement et accessibilité de votre site passés au crible, avec un plan d'action priorisé.",
    en: "Your site's speed, security, search visibility and accessibility checked, with a prioritised action plan.",
  },
  {
    service: 'ia',
    minutes: 60,
    price: 150,
    fr: "Repérer les tâches que l'IA peut faire à votre place (e-mails, devis, documents) et choisir par où commencer.",
    en: 'Find the tasks AI can take off your hands (e-mails, quotes, documents) and choose where to start.',
  },
  {
    service: 'accompagnement-projet',
    minutes: 60,
    price: 150,
    fr: 'Une heure de conseil pour cadrer votre projet web, comparer des devis ou débloquer une situation.',
    en: 'An hour of advice to scope your web project, compare quotes or get it unstuck.',
  },
] as const

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "booking_settings_durations_locales" (
  	"description" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  ALTER TABLE "booking_settings_durations" ADD COLUMN "price" numeric;
  ALTER TABLE "booking_settings_durations_locales" ADD CONSTRAINT "booking_settings_durations_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."booking_settings_durations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "booking_settings_durations_locales_locale_parent_id_unique" ON "booking_settings_durations_locales" USING btree ("_locale","_parent_id");`)
  // Every row used to be offered, none with a price or a line: kept as they were, ten services
  // would show as free. A site already set up offers the seed's services instead, each keeping the
  // length its owner gave it (the last row of a repeated service was the one in force).
  await db.execute(sql`
   DELETE FROM "booking_settings_durations" AS "row" WHERE EXISTS (
    SELECT 1 FROM "booking_settings_durations" AS "later"
    WHERE "later"."_parent_id" = "row"."_parent_id"
      AND "later"."service" = "row"."service"
      AND "later"."_order" > "row"."_order"
  );`)
  await db.execute(sql`
   DELETE FROM "booking_settings_durations" WHERE "service"::text NOT IN ${offered.map((row) => row.service)};`)
  for (const [index, row] of offered.entries()) {
    await db.execute(sql`
     INSERT INTO "booking_settings_durations" ("_order", "_parent_id", "id", "service", "minutes")
      SELECT ${index + 1}::integer, "booking_settings"."id", substr(md5(random()::text || clock_timestamp()::text), 1, 24),
        ${row.service}::"enum_booking_settings_durations_service", ${row.minutes}::numeric
      FROM "booking_settings"
      WHERE NOT EXISTS (
        SELECT 1 FROM "booking_settings_durations"
        WHERE "_parent_id" = "booking_settings"."id" AND "service"::text = ${row.service}::text
      );`)
    await db.execute(sql`
     UPDATE "booking_settings_durations" SET "_order" = ${index + 1}::integer, "price" = ${row.price}::numeric
      WHERE "service"::text = ${row.service}::text;`)
    for (const locale of ['fr', 'en'] as const) {
      await db.execute(sql`
       INSERT INTO "booking_settings_durations_locales" ("description", "_locale", "_parent_id")
        SELECT ${row[locale]}::varchar, ${locale}::"_locales", "id" FROM "booking_settings_durations"
        WHERE "service"::text = ${row.service}::text;`)
    }
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "booking_settings_durations_locales" CASCADE;
  ALTER TABLE "booking_settings_durations" DROP COLUMN "price";`)
}
