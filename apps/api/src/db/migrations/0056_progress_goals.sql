CREATE TABLE "custom_measure_values" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"measure_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"client_id" uuid NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"value" numeric(10, 2) NOT NULL,
	"recorded_by_id" integer,
	"recorded_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_measures" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"trainer_id" integer,
	"name" text NOT NULL,
	"unit" text NOT NULL,
	"goal" numeric(10, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "measure_goals" (
	"member_id" integer NOT NULL,
	"measure" text NOT NULL,
	"target" numeric(5, 2) NOT NULL,
	"set_by_id" integer,
	"set_by_name" text NOT NULL,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "measure_goals_member_id_measure_pk" PRIMARY KEY("member_id","measure")
);
--> statement-breakpoint
ALTER TABLE "custom_measure_values" ADD CONSTRAINT "custom_measure_values_measure_id_custom_measures_id_fk" FOREIGN KEY ("measure_id") REFERENCES "public"."custom_measures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_measure_values" ADD CONSTRAINT "custom_measure_values_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_measure_values" ADD CONSTRAINT "custom_measure_values_recorded_by_id_users_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_measures" ADD CONSTRAINT "custom_measures_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_measures" ADD CONSTRAINT "custom_measures_trainer_id_trainers_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."trainers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measure_goals" ADD CONSTRAINT "measure_goals_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measure_goals" ADD CONSTRAINT "measure_goals_set_by_id_users_id_fk" FOREIGN KEY ("set_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "custom_measure_values_client_idx" ON "custom_measure_values" USING btree ("member_id","client_id");--> statement-breakpoint
CREATE INDEX "custom_measure_values_measure_idx" ON "custom_measure_values" USING btree ("measure_id","taken_at");--> statement-breakpoint
CREATE UNIQUE INDEX "custom_measures_name_idx" ON "custom_measures" USING btree ("member_id",lower("name"));