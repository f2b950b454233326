CREATE TABLE "check_in_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"form_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"trainer_id" integer NOT NULL,
	"cadence" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "check_in_forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"trainer_id" integer NOT NULL,
	"title" text NOT NULL,
	"questions" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "check_ins" (
	"id" serial PRIMARY KEY NOT NULL,
	"assignment_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"due_on" date NOT NULL,
	"status" text DEFAULT 'due' NOT NULL,
	"answers" jsonb,
	"answered_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"comment" text,
	"commented_at" timestamp with time zone,
	"message_id" bigint
);
--> statement-breakpoint
ALTER TABLE "check_in_assignments" ADD CONSTRAINT "check_in_assignments_form_id_check_in_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."check_in_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_assignments" ADD CONSTRAINT "check_in_assignments_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_assignments" ADD CONSTRAINT "check_in_assignments_trainer_id_trainers_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."trainers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_forms" ADD CONSTRAINT "check_in_forms_trainer_id_trainers_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."trainers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_assignment_id_check_in_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."check_in_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_message_id_conversation_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."conversation_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "check_in_assignments_active_idx" ON "check_in_assignments" USING btree ("member_id","form_id") WHERE "check_in_assignments"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "check_in_assignments_trainer_idx" ON "check_in_assignments" USING btree ("trainer_id","member_id");--> statement-breakpoint
CREATE INDEX "check_in_forms_trainer_idx" ON "check_in_forms" USING btree ("trainer_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "check_ins_due_idx" ON "check_ins" USING btree ("assignment_id","due_on");--> statement-breakpoint
CREATE INDEX "check_ins_member_idx" ON "check_ins" USING btree ("member_id","status","due_on");--> statement-breakpoint
CREATE INDEX "check_ins_open_idx" ON "check_ins" USING btree ("due_on") WHERE "check_ins"."status" = 'due';