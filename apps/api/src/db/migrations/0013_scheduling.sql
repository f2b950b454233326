CREATE TABLE "appointment_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"duration_minutes" smallint NOT NULL,
	"buffer_before_minutes" smallint DEFAULT 0 NOT NULL,
	"buffer_after_minutes" smallint DEFAULT 0 NOT NULL,
	"slot_interval_minutes" smallint DEFAULT 30 NOT NULL,
	"min_notice_minutes" integer DEFAULT 720 NOT NULL,
	"horizon_days" smallint DEFAULT 60 NOT NULL,
	"modality" text NOT NULL,
	"location" text,
	"required_plan" text DEFAULT 'premium' NOT NULL,
	"cancel_notice_hours" smallint DEFAULT 24 NOT NULL,
	"reschedule_notice_hours" smallint DEFAULT 24 NOT NULL,
	"max_reschedules" smallint DEFAULT 2 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "appointment_types_duration_check" CHECK ("appointment_types"."duration_minutes" between 10 and 480),
	CONSTRAINT "appointment_types_interval_check" CHECK ("appointment_types"."slot_interval_minutes" between 5 and 240)
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"trainer_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"blocked" "tstzrange" NOT NULL,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"notes" text,
	"idempotency_key" text NOT NULL,
	"allowance_period" text,
	"reschedule_count" smallint DEFAULT 0 NOT NULL,
	"cancelled_by" text,
	"cancel_reason" text,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_order_check" CHECK ("appointments"."starts_at" < "appointments"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "availability_overrides" (
	"id" serial PRIMARY KEY NOT NULL,
	"trainer_id" integer NOT NULL,
	"date" text NOT NULL,
	"intervals" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "availability_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"trainer_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"start_minute" smallint NOT NULL,
	"end_minute" smallint NOT NULL,
	CONSTRAINT "availability_rules_weekday_check" CHECK ("availability_rules"."weekday" between 1 and 7),
	CONSTRAINT "availability_rules_minutes_check" CHECK ("availability_rules"."start_minute" >= 0 and "availability_rules"."end_minute" <= 1440 and "availability_rules"."start_minute" < "availability_rules"."end_minute")
);
--> statement-breakpoint
CREATE TABLE "time_off" (
	"id" serial PRIMARY KEY NOT NULL,
	"trainer_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	CONSTRAINT "time_off_order_check" CHECK ("time_off"."starts_at" < "time_off"."ends_at")
);
--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "consultations_per_month" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "trainers" ADD COLUMN "time_zone" text DEFAULT 'America/Santiago' NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_trainer_id_trainers_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."trainers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_type_id_appointment_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."appointment_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_overrides" ADD CONSTRAINT "availability_overrides_trainer_id_trainers_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."trainers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_rules" ADD CONSTRAINT "availability_rules_trainer_id_trainers_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."trainers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_off" ADD CONSTRAINT "time_off_trainer_id_trainers_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."trainers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_member_key_idx" ON "appointments" USING btree ("member_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "appointments_member_starts_idx" ON "appointments" USING btree ("member_id","starts_at");--> statement-breakpoint
CREATE INDEX "appointments_trainer_starts_idx" ON "appointments" USING btree ("trainer_id","starts_at");--> statement-breakpoint
CREATE INDEX "appointments_allowance_idx" ON "appointments" USING btree ("member_id","allowance_period");--> statement-breakpoint
CREATE INDEX "appointments_starts_idx" ON "appointments" USING btree ("starts_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "availability_overrides_trainer_date_idx" ON "availability_overrides" USING btree ("trainer_id","date");--> statement-breakpoint
CREATE INDEX "availability_rules_trainer_idx" ON "availability_rules" USING btree ("trainer_id");--> statement-breakpoint
CREATE INDEX "time_off_trainer_idx" ON "time_off" USING btree ("trainer_id","ends_at");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_status_check" CHECK ("status" IN ('confirmed', 'cancelled', 'completed', 'no_show'));--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_cancelled_by_check" CHECK ("cancelled_by" IS NULL OR "cancelled_by" IN ('member', 'trainer', 'admin'));--> statement-breakpoint
ALTER TABLE "appointment_types" ADD CONSTRAINT "appointment_types_modality_check" CHECK ("modality" IN ('online', 'presencial'));--> statement-breakpoint
ALTER TABLE "appointment_types" ADD CONSTRAINT "appointment_types_required_plan_check" CHECK ("required_plan" IN ('free', 'premium', 'prime'));--> statement-breakpoint
-- No double booking, whatever the number of instances (issue 20, ADR 0037): the blocked ranges (the
-- appointment widened by its type's buffers) of one trainer's live bookings may not overlap. btree_gist
-- lets the integer trainer_id share a GiST index with the range; PGlite and PostgreSQL both ship it.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_no_overlap"
  EXCLUDE USING gist ("trainer_id" WITH =, "blocked" WITH &&) WHERE ("status" = 'confirmed');--> statement-breakpoint
-- What the plan cards promise: Premium "1 consulta 1:1 al mes", Prime "4 consultas 1:1 al mes".
UPDATE "plans" SET "consultations_per_month" = 1 WHERE "code" = 'premium';--> statement-breakpoint
UPDATE "plans" SET "consultations_per_month" = 4 WHERE "code" = 'prime';
--> statement-breakpoint
-- The consultations Vitalia offers out of the box (an admin edits them in Citas › Tipos de consulta): in the
-- migration, not the demo seed, so an existing installation gets them too.
INSERT INTO "appointment_types" ("name", "description", "duration_minutes", "buffer_before_minutes", "buffer_after_minutes", "slot_interval_minutes", "min_notice_minutes", "horizon_days", "modality", "location", "required_plan", "cancel_notice_hours", "reschedule_notice_hours", "max_reschedules", "position") VALUES
  ('Consulta nutricional 1:1', 'Revisamos tus hábitos, tus objetivos y armamos juntas tu plan de alimentación.', 45, 0, 15, 60, 720, 60, 'online', 'https://meet.vitalia.cl/consulta', 'premium', 24, 12, 2, 1),
  ('Evaluación inicial', 'Una primera conversación de 20 minutos para conocerte y orientarte.', 20, 0, 10, 30, 240, 30, 'online', 'https://meet.vitalia.cl/evaluacion', 'free', 4, 4, 1, 2),
  ('Control presencial', 'Control con medición de composición corporal en nuestra consulta de Providencia.', 30, 10, 10, 30, 1440, 60, 'presencial', 'Av. Providencia 1234, oficina 502, Providencia, Santiago', 'premium', 24, 24, 2, 3);
