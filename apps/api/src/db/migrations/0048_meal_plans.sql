CREATE TABLE "meal_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer,
	"trainer_id" integer NOT NULL,
	"title" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"previous_id" integer,
	"is_template" boolean DEFAULT false NOT NULL,
	"targets" jsonb NOT NULL,
	"days" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "shopping_list_ticks" (
	"plan_id" integer NOT NULL,
	"food_id" integer NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shopping_list_ticks_plan_id_food_id_pk" PRIMARY KEY("plan_id","food_id")
);
--> statement-breakpoint
ALTER TABLE "meal_plans" ADD CONSTRAINT "meal_plans_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_plans" ADD CONSTRAINT "meal_plans_trainer_id_trainers_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."trainers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_list_ticks" ADD CONSTRAINT "shopping_list_ticks_plan_id_meal_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."meal_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_list_ticks" ADD CONSTRAINT "shopping_list_ticks_food_id_foods_id_fk" FOREIGN KEY ("food_id") REFERENCES "public"."foods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meal_plans_member_idx" ON "meal_plans" USING btree ("member_id","status","id");--> statement-breakpoint
CREATE INDEX "meal_plans_trainer_idx" ON "meal_plans" USING btree ("trainer_id","is_template","id");--> statement-breakpoint
ALTER TABLE "meal_plans" ADD CONSTRAINT "meal_plans_status_check" CHECK ("status" IN ('draft', 'published', 'archived'));--> statement-breakpoint
-- A client's plan has its member; a template has none.
ALTER TABLE "meal_plans" ADD CONSTRAINT "meal_plans_owner_check" CHECK (("is_template" AND "member_id" IS NULL) OR (NOT "is_template" AND "member_id" IS NOT NULL));
