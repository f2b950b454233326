CREATE TABLE "care_relationships" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"trainer_id" integer NOT NULL,
	"origin" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "clinical_measurements" (
	"id" serial PRIMARY KEY NOT NULL,
	"record_id" integer NOT NULL,
	"trainer_id" integer,
	"appointment_id" integer,
	"taken_at" timestamp with time zone NOT NULL,
	"weight_kg" numeric(5, 2),
	"height_cm" numeric(4, 1),
	"waist_cm" numeric(4, 1),
	"hip_cm" numeric(4, 1),
	"body_fat_pct" numeric(4, 1),
	"systolic_mmhg" smallint,
	"diastolic_mmhg" smallint,
	"recorded_by_id" integer,
	"recorded_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clinical_measurements_pressure_check" CHECK (("clinical_measurements"."systolic_mmhg" is null) = ("clinical_measurements"."diastolic_mmhg" is null))
);
--> statement-breakpoint
CREATE TABLE "clinical_note_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"note_id" integer NOT NULL,
	"version" integer NOT NULL,
	"content" jsonb NOT NULL,
	"edited_by_id" integer,
	"edited_by_name" text NOT NULL,
	"edited_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clinical_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"record_id" integer NOT NULL,
	"trainer_id" integer,
	"appointment_id" integer,
	"content" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"author_id" integer,
	"author_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"shared_at" timestamp with time zone,
	"shared_summary" text
);
--> statement-breakpoint
CREATE TABLE "clinical_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer,
	"subject_name" text NOT NULL,
	"subject_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_entry_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retain_until" timestamp with time zone NOT NULL,
	"blocked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "care_relationships" ADD CONSTRAINT "care_relationships_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_relationships" ADD CONSTRAINT "care_relationships_trainer_id_trainers_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."trainers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_measurements" ADD CONSTRAINT "clinical_measurements_record_id_clinical_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."clinical_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_measurements" ADD CONSTRAINT "clinical_measurements_trainer_id_trainers_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."trainers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_measurements" ADD CONSTRAINT "clinical_measurements_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_note_versions" ADD CONSTRAINT "clinical_note_versions_note_id_clinical_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."clinical_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_notes" ADD CONSTRAINT "clinical_notes_record_id_clinical_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."clinical_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_notes" ADD CONSTRAINT "clinical_notes_trainer_id_trainers_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."trainers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_notes" ADD CONSTRAINT "clinical_notes_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_records" ADD CONSTRAINT "clinical_records_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "care_relationships_open_idx" ON "care_relationships" USING btree ("trainer_id","member_id") WHERE "care_relationships"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "care_relationships_member_idx" ON "care_relationships" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "clinical_measurements_record_idx" ON "clinical_measurements" USING btree ("record_id","taken_at");--> statement-breakpoint
CREATE UNIQUE INDEX "clinical_note_versions_note_version_idx" ON "clinical_note_versions" USING btree ("note_id","version");--> statement-breakpoint
CREATE INDEX "clinical_notes_record_idx" ON "clinical_notes" USING btree ("record_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "clinical_records_member_idx" ON "clinical_records" USING btree ("member_id");--> statement-breakpoint
-- What an edit replaced is history: never rewritten (ADR 0073). Deleting is left to the retention sweep
-- (through the note's cascade), so the trigger refuses UPDATE only.
CREATE OR REPLACE FUNCTION clinical_note_versions_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'clinical_note_versions is append-only';
END $$;--> statement-breakpoint
CREATE TRIGGER clinical_note_versions_no_rewrite BEFORE UPDATE ON clinical_note_versions
  FOR EACH ROW EXECUTE FUNCTION clinical_note_versions_append_only();--> statement-breakpoint
-- A deleted account's record is blocked, whatever path deleted it: ON DELETE SET NULL is an UPDATE, and
-- this trigger stamps it (ADR 0073).
CREATE OR REPLACE FUNCTION clinical_records_block_when_detached() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.member_id IS NULL AND OLD.member_id IS NOT NULL THEN
    NEW.blocked_at := now();
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER clinical_records_block BEFORE UPDATE OF member_id ON clinical_records
  FOR EACH ROW EXECUTE FUNCTION clinical_records_block_when_detached();--> statement-breakpoint
-- Every member who booked a professional (and did not only cancel) is already in her care.
INSERT INTO care_relationships (member_id, trainer_id, origin, started_at)
  SELECT member_id, trainer_id, 'booking', min(created_at)
  FROM appointments
  WHERE status <> 'cancelled'
  GROUP BY member_id, trainer_id;
