CREATE TABLE "appointment_holds" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"trainer_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"blocked" "tstzrange" NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointment_holds" ADD CONSTRAINT "appointment_holds_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_holds" ADD CONSTRAINT "appointment_holds_trainer_id_trainers_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."trainers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_holds" ADD CONSTRAINT "appointment_holds_type_id_appointment_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."appointment_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_holds_member_idx" ON "appointment_holds" USING btree ("member_id");--> statement-breakpoint
-- Two holds of one trainer never overlap; an expired hold is deleted by the transaction that needs its time.
ALTER TABLE "appointment_holds" ADD CONSTRAINT "appointment_holds_trainer_blocked_excl"
  EXCLUDE USING gist ("trainer_id" WITH =, "blocked" WITH &&);
