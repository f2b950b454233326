CREATE TABLE "grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"item_kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"source" text NOT NULL,
	"order_id" integer,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "required_plan" text DEFAULT 'free' NOT NULL;--> statement-breakpoint
ALTER TABLE "live_classes" ADD COLUMN "required_plan" text DEFAULT 'free' NOT NULL;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "required_plan" text DEFAULT 'free' NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "required_plan" text DEFAULT 'free' NOT NULL;--> statement-breakpoint
ALTER TABLE "grants" ADD CONSTRAINT "grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grants" ADD CONSTRAINT "grants_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "grants_user_item_idx" ON "grants" USING btree ("user_id","item_kind","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "grants_order_item_idx" ON "grants" USING btree ("order_id","item_kind","item_id") WHERE "grants"."order_id" is not null;--> statement-breakpoint
-- Content said premium or not; it now says which plan it needs (0011 drops is_premium).
UPDATE "courses" SET "required_plan" = 'premium' WHERE "is_premium";--> statement-breakpoint
UPDATE "videos" SET "required_plan" = 'premium' WHERE "is_premium";--> statement-breakpoint
UPDATE "resources" SET "required_plan" = 'premium' WHERE "is_premium";--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_required_plan_check" CHECK ("required_plan" IN ('free', 'premium', 'prime'));--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_required_plan_check" CHECK ("required_plan" IN ('free', 'premium', 'prime'));--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_required_plan_check" CHECK ("required_plan" IN ('free', 'premium', 'prime'));--> statement-breakpoint
ALTER TABLE "live_classes" ADD CONSTRAINT "live_classes_required_plan_check" CHECK ("required_plan" IN ('free', 'premium', 'prime'));--> statement-breakpoint
ALTER TABLE "grants" ADD CONSTRAINT "grants_item_kind_check" CHECK ("item_kind" IN ('course', 'ebook', 'video', 'class'));--> statement-breakpoint
ALTER TABLE "grants" ADD CONSTRAINT "grants_source_check" CHECK ("source" IN ('plan', 'order'));
