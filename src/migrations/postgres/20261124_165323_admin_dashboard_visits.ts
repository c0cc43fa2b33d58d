import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "admin_users" ADD COLUMN "dashboard_visit_at" timestamp(3) with time zone;
  ALTER TABLE "admin_users" ADD COLUMN "dashboard_previous_visit_at" timestamp(3) with time zone;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "admin_users" DROP COLUMN "dashboard_visit_at";
  ALTER TABLE "admin_users" DROP COLUMN "dashboard_previous_visit_at";`)
}
