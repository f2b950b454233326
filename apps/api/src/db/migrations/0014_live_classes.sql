CREATE TABLE "class_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"status" text NOT NULL,
	"waitlisted_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"offer_count" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "class_series" (
	"id" serial PRIMARY KEY NOT NULL,
	"weekdays" jsonb NOT NULL,
	"start_minute" integer NOT NULL,
	"time_zone" text NOT NULL,
	"until_date" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live_classes" ADD COLUMN "during" "tstzrange";--> statement-breakpoint
-- Existing classes get their range from their start and length; from now on the repository writes it.
UPDATE "live_classes" SET "during" = tstzrange("starts_at", "starts_at" + "duration_minutes" * interval '1 minute', '[)');--> statement-breakpoint
ALTER TABLE "live_classes" ALTER COLUMN "during" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "live_classes" ADD COLUMN "seats_taken" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "live_classes" ADD COLUMN "level" text DEFAULT 'todos' NOT NULL;--> statement-breakpoint
ALTER TABLE "live_classes" ADD COLUMN "status" text DEFAULT 'scheduled' NOT NULL;--> statement-breakpoint
ALTER TABLE "live_classes" ADD COLUMN "series_id" integer;--> statement-breakpoint
ALTER TABLE "live_classes" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "live_classes" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "live_classes" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "live_classes" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "class_registrations" ADD CONSTRAINT "class_registrations_class_id_live_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."live_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_registrations" ADD CONSTRAINT "class_registrations_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "class_registrations_class_member_idx" ON "class_registrations" USING btree ("class_id","member_id");--> statement-breakpoint
CREATE INDEX "class_registrations_member_idx" ON "class_registrations" USING btree ("member_id","status");--> statement-breakpoint
CREATE INDEX "class_registrations_line_idx" ON "class_registrations" USING btree ("class_id","status","waitlisted_at","id");--> statement-breakpoint
ALTER TABLE "live_classes" ADD CONSTRAINT "live_classes_series_id_class_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."class_series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_classes_starts_idx" ON "live_classes" USING btree ("starts_at","id");--> statement-breakpoint
CREATE INDEX "live_classes_series_idx" ON "live_classes" USING btree ("series_id");--> statement-breakpoint
ALTER TABLE "live_classes" ADD CONSTRAINT "live_classes_capacity_check" CHECK ("live_classes"."capacity" between 1 and 1000);--> statement-breakpoint
ALTER TABLE "live_classes" ADD CONSTRAINT "live_classes_seats_check" CHECK ("live_classes"."seats_taken" between 0 and "live_classes"."capacity");--> statement-breakpoint
ALTER TABLE "live_classes" ADD CONSTRAINT "live_classes_duration_check" CHECK ("live_classes"."duration_minutes" between 10 and 480);--> statement-breakpoint
-- A trainer is never in two scheduled classes at once, whatever the number of admins editing (ADR 0038).
ALTER TABLE "live_classes" ADD CONSTRAINT "live_classes_trainer_during_excl"
  EXCLUDE USING gist ("trainer_id" WITH =, "during" WITH &&) WHERE ("status" = 'scheduled');
