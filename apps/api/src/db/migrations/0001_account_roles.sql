ALTER TABLE "users" ADD COLUMN "role" text DEFAULT 'member' NOT NULL;--> statement-breakpoint
-- The two flags become one role; an account that was both keeps the stronger one.
UPDATE "users" SET "role" = CASE WHEN "is_admin" THEN 'admin' WHEN "is_trainer" THEN 'trainer' ELSE 'member' END;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("role" IN ('member', 'trainer', 'admin'));--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");
