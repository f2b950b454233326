-- Each appointment its own video room (issue 45 §5, ADR 0074). Existing rows get their own key too: the default
-- is volatile, so PostgreSQL draws it per row when it adds the column.
ALTER TABLE "appointments" ADD COLUMN "room_key" text DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_room_key_idx" ON "appointments" USING btree ("room_key");