CREATE TABLE "progress_photos" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"client_id" uuid NOT NULL,
	"pose" text NOT NULL,
	"taken_on" date NOT NULL,
	"storage_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "progress_photos" ADD CONSTRAINT "progress_photos_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "progress_photos_client_idx" ON "progress_photos" USING btree ("member_id","client_id");--> statement-breakpoint
CREATE INDEX "progress_photos_member_idx" ON "progress_photos" USING btree ("member_id","taken_on");