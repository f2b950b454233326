CREATE TABLE "member_measurements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"client_id" uuid NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"weight_kg" numeric(5, 2),
	"waist_cm" numeric(5, 2),
	"hip_cm" numeric(5, 2),
	"body_fat_pct" numeric(5, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_measurements" ADD CONSTRAINT "member_measurements_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_measurements_client_idx" ON "member_measurements" USING btree ("member_id","client_id");--> statement-breakpoint
CREATE INDEX "member_measurements_member_idx" ON "member_measurements" USING btree ("member_id","taken_at");