import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "email_outbox" ADD COLUMN "reply_to" varchar;
  ALTER TABLE "email_outbox" ADD COLUMN "headers" jsonb;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "email_outbox" DROP COLUMN "reply_to";
  ALTER TABLE "email_outbox" DROP COLUMN "headers";`)
}
