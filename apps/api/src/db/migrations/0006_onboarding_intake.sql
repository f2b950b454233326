CREATE TABLE "health_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"text_version" text NOT NULL,
	"given_via" text NOT NULL,
	"given_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_via" text,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "member_intakes" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"goals" text[] DEFAULT '{}'::text[] NOT NULL,
	"goal_other" text,
	"meals_per_day" text,
	"activity" text,
	"sleep" text,
	"diets" text[],
	"allergies" text,
	"conditions" text,
	"completed_at" timestamp with time zone,
	"skipped_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_milestones" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"reached_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_milestones_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
ALTER TABLE "health_consents" ADD CONSTRAINT "health_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_intakes" ADD CONSTRAINT "member_intakes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_milestones" ADD CONSTRAINT "member_milestones_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "health_consents_user_idx" ON "health_consents" USING btree ("user_id","given_at");--> statement-breakpoint
CREATE UNIQUE INDEX "health_consents_active_unique" ON "health_consents" USING btree ("user_id","purpose") WHERE "health_consents"."withdrawn_at" is null;