CREATE TABLE "journal_comments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entry_id" bigint NOT NULL,
	"trainer_id" integer,
	"author_user_id" integer,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journal_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"client_id" uuid NOT NULL,
	"meal" text NOT NULL,
	"eaten_at" timestamp with time zone NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"foods" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hunger_before" smallint,
	"hunger_after" smallint,
	"emotion" text,
	"place" text,
	"company" text,
	"photo_key" text,
	"photo_width" integer,
	"photo_height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journal_reminders" (
	"member_id" integer NOT NULL,
	"minute_of_day" smallint NOT NULL,
	"last_sent_on" date,
	CONSTRAINT "journal_reminders_member_id_minute_of_day_pk" PRIMARY KEY("member_id","minute_of_day"),
	CONSTRAINT "journal_reminders_minute_check" CHECK ("journal_reminders"."minute_of_day" between 0 and 1439)
);
--> statement-breakpoint
ALTER TABLE "journal_comments" ADD CONSTRAINT "journal_comments_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_comments" ADD CONSTRAINT "journal_comments_trainer_id_trainers_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."trainers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_comments" ADD CONSTRAINT "journal_comments_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_reminders" ADD CONSTRAINT "journal_reminders_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journal_comments_entry_idx" ON "journal_comments" USING btree ("entry_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entries_client_idx" ON "journal_entries" USING btree ("member_id","client_id");--> statement-breakpoint
CREATE INDEX "journal_entries_member_day_idx" ON "journal_entries" USING btree ("member_id","eaten_at");--> statement-breakpoint
CREATE INDEX "journal_reminders_due_idx" ON "journal_reminders" USING btree ("minute_of_day","last_sent_on");