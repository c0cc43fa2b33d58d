import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_admin_sign_ins_failure" ADD VALUE 'unknown' BEFORE 'locked';
  ALTER TYPE "public"."enum_admin_sign_ins_failure" ADD VALUE 'inactive' BEFORE 'locked';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "admin_sign_ins" ALTER COLUMN "failure" SET DATA TYPE text;
  DROP TYPE "public"."enum_admin_sign_ins_failure";
  CREATE TYPE "public"."enum_admin_sign_ins_failure" AS ENUM('credentials', 'locked', 'second-factor');
  ALTER TABLE "admin_sign_ins" ALTER COLUMN "failure" SET DATA TYPE "public"."enum_admin_sign_ins_failure" USING "failure"::"public"."enum_admin_sign_ins_failure";`)
}
