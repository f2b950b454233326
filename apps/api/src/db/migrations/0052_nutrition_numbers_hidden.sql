CREATE TABLE "nutrition_numbers_hidden" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"set_by" text NOT NULL,
	"set_by_user_id" integer,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "nutrition_numbers_hidden" ADD CONSTRAINT "nutrition_numbers_hidden_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;