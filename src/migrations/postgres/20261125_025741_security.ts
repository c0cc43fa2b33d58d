import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_admin_sign_ins_failure" AS ENUM('credentials', 'locked', 'second-factor');
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('create', 'update', 'delete', 'unlock', 'revoke-session', 'password-reset', 'deactivate', 'activate');
  CREATE TABLE "admin_sign_ins" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"admin_id" integer,
  	"email" varchar NOT NULL,
  	"success" boolean DEFAULT false NOT NULL,
  	"failure" "enum_admin_sign_ins_failure",
  	"ip" varchar,
  	"user_agent" varchar,
  	"session_id" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "audit_log" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"summary" varchar NOT NULL,
  	"actor_id" integer,
  	"actor_name" varchar NOT NULL,
  	"action" "enum_audit_log_action" NOT NULL,
  	"entity" varchar NOT NULL,
  	"record_id" varchar,
  	"fields" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "admin_two_factor" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"admin_id" integer NOT NULL,
  	"secret" varchar,
  	"pending_secret" varchar,
  	"recovery_hashes" jsonb,
  	"failed_attempts" numeric DEFAULT 0,
  	"last_step" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "admin_users" ADD COLUMN "two_factor" boolean DEFAULT false;
  ALTER TABLE "admin_users" ADD COLUMN "two_factor_sessions" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "admin_sign_ins_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "audit_log_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "admin_two_factor_id" integer;
  ALTER TABLE "admin_sign_ins" ADD CONSTRAINT "admin_sign_ins_admin_id_admin_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_admin_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "admin_two_factor" ADD CONSTRAINT "admin_two_factor_admin_id_admin_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "admin_sign_ins_admin_idx" ON "admin_sign_ins" USING btree ("admin_id");
  CREATE INDEX "admin_sign_ins_email_idx" ON "admin_sign_ins" USING btree ("email");
  CREATE INDEX "admin_sign_ins_session_id_idx" ON "admin_sign_ins" USING btree ("session_id");
  CREATE INDEX "admin_sign_ins_updated_at_idx" ON "admin_sign_ins" USING btree ("updated_at");
  CREATE INDEX "admin_sign_ins_created_at_idx" ON "admin_sign_ins" USING btree ("created_at");
  CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id");
  CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity");
  CREATE INDEX "audit_log_updated_at_idx" ON "audit_log" USING btree ("updated_at");
  CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at");
  CREATE INDEX "entity_record_id_idx" ON "audit_log" USING btree ("entity","record_id");
  CREATE UNIQUE INDEX "admin_two_factor_admin_idx" ON "admin_two_factor" USING btree ("admin_id");
  CREATE INDEX "admin_two_factor_updated_at_idx" ON "admin_two_factor" USING btree ("updated_at");
  CREATE INDEX "admin_two_factor_created_at_idx" ON "admin_two_factor" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_admin_sign_ins_fk" FOREIGN KEY ("admin_sign_ins_id") REFERENCES "public"."admin_sign_ins"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_audit_log_fk" FOREIGN KEY ("audit_log_id") REFERENCES "public"."audit_log"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_admin_two_factor_fk" FOREIGN KEY ("admin_two_factor_id") REFERENCES "public"."admin_two_factor"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_admin_sign_ins_id_idx" ON "payload_locked_documents_rels" USING btree ("admin_sign_ins_id");
  CREATE INDEX "payload_locked_documents_rels_audit_log_id_idx" ON "payload_locked_documents_rels" USING btree ("audit_log_id");
  CREATE INDEX "payload_locked_documents_rels_admin_two_factor_id_idx" ON "payload_locked_documents_rels" USING btree ("admin_two_factor_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "admin_sign_ins" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "audit_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "admin_two_factor" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "admin_sign_ins" CASCADE;
  DROP TABLE "audit_log" CASCADE;
  DROP TABLE "admin_two_factor" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_admin_sign_ins_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_audit_log_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_admin_two_factor_fk";
  
  DROP INDEX "payload_locked_documents_rels_admin_sign_ins_id_idx";
  DROP INDEX "payload_locked_documents_rels_audit_log_id_idx";
  DROP INDEX "payload_locked_documents_rels_admin_two_factor_id_idx";
  ALTER TABLE "admin_users" DROP COLUMN "two_factor";
  ALTER TABLE "admin_users" DROP COLUMN "two_factor_sessions";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "admin_sign_ins_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "audit_log_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "admin_two_factor_id";
  DROP TYPE "public"."enum_admin_sign_ins_failure";
  DROP TYPE "public"."enum_audit_log_action";`)
}
