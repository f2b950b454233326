ALTER TABLE "plans" ADD COLUMN "trial_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "applies_to" text DEFAULT 'products' NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "plan_codes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "duration" text DEFAULT 'first_payment' NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "trial_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "renewal_coupon_id" integer;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "renewal_discount_clp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "trial_days" integer;--> statement-breakpoint
ALTER TABLE "sandbox_records" ADD COLUMN "trial_days" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_one_trial_idx" ON "memberships" USING btree ("user_id") WHERE "memberships"."trial_ends_at" is not null;