-- The members search walks the members newest first and reads each one's search text from this index alone
-- (ADR 0056). drizzle's index builder has no INCLUDE, so the schema declares the same name and columns.
DROP INDEX IF EXISTS "users_created_idx";--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id") INCLUDE ("search_text");
