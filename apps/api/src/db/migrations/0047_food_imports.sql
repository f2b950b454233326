CREATE TABLE "food_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"admin_user_id" integer,
	"kind" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"files" jsonb NOT NULL,
	"bytes_total" bigint NOT NULL,
	"bytes_read" bigint DEFAULT 0 NOT NULL,
	"inserted" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"refused" integer DEFAULT 0 NOT NULL,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "food_imports" ADD CONSTRAINT "food_imports_admin_user_id_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;