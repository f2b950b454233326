ALTER TABLE "meal_plans" ADD COLUMN "client_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "meal_plans_client_idx" ON "meal_plans" USING btree ("trainer_id","client_id");