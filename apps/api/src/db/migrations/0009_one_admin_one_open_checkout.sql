-- Issue 17. A key belongs to one exact request: the hash of what it asked for.
ALTER TABLE "orders" ADD COLUMN "request_hash" text;--> statement-breakpoint
-- The sandbox retries a payment's notification until our handler has taken it, as a real gateway does.
ALTER TABLE "sandbox_records" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
UPDATE "sandbox_records" SET "delivered_at" = "created_at" WHERE "kind" = 'payment';--> statement-breakpoint
-- One open checkout per member and kind: older open ones left by earlier versions are closed first.
UPDATE "orders" SET "status" = 'cancelled', "updated_at" = now()
WHERE "status" = 'pending' AND "kind" IN ('cart', 'membership') AND "id" NOT IN (
  SELECT max("id") FROM "orders" WHERE "status" = 'pending' AND "kind" IN ('cart', 'membership') GROUP BY "user_id", "kind"
);--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_open_checkout_idx" ON "orders" USING btree ("user_id","kind") WHERE "orders"."status" = 'pending' and "orders"."kind" in ('cart', 'membership');--> statement-breakpoint
-- At least one active admin, whatever path removes admin rights (demote, suspend, delete, self-delete, or
-- SQL by hand). Concurrent removals queue on one transaction-scoped advisory lock, and the count after it
-- sees every removal committed before (each statement of a VOLATILE function takes a new snapshot).
CREATE OR REPLACE FUNCTION vitalia_keep_an_admin() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.role = 'admin' AND OLD.status = 'active'
     AND (TG_OP = 'DELETE' OR NEW.role <> 'admin' OR NEW.status <> 'active') THEN
    PERFORM pg_advisory_xact_lock(hashtext('vitalia.admins'));
    IF NOT EXISTS (
      SELECT 1 FROM users WHERE role = 'admin' AND status = 'active' AND id <> OLD.id
    ) THEN
      RAISE EXCEPTION 'the last active admin cannot lose admin rights' USING ERRCODE = 'VT001';
    END IF;
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER users_keep_an_admin BEFORE UPDATE OF role, status OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION vitalia_keep_an_admin();
