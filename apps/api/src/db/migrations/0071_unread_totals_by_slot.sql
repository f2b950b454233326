-- A professional's unread total in 16 rows instead of one (ADR 0090, second addendum): every send to her
-- moved the one row, which stayed locked until the send committed, so her clients' sends waited in line.
-- The slot is the thread's id mod 16; her badge sums the slots, as it already summed her cards.
ALTER TABLE "trainer_unread_totals" ADD COLUMN "slot" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "trainer_unread_totals" DROP CONSTRAINT "trainer_unread_totals_pkey";--> statement-breakpoint
ALTER TABLE "trainer_unread_totals" ADD CONSTRAINT "trainer_unread_totals_trainer_id_slot_pk" PRIMARY KEY("trainer_id","slot");--> statement-breakpoint
CREATE OR REPLACE FUNCTION trainer_unread_totals_keep() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counted integer := 0;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    counted := OLD.trainer_unread;
  END IF;
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD.trainer_id <> NEW.trainer_id) THEN
    IF counted <> 0 THEN
      UPDATE trainer_unread_totals SET total = total - counted
        WHERE trainer_id = OLD.trainer_id AND slot = OLD.id % 16;
    END IF;
    IF TG_OP = 'DELETE' THEN
      RETURN NULL;
    END IF;
    counted := 0;
  END IF;
  IF NEW.trainer_unread <> counted THEN
    INSERT INTO trainer_unread_totals AS t (trainer_id, slot, total)
      VALUES (NEW.trainer_id, NEW.id % 16, NEW.trainer_unread - counted)
      ON CONFLICT (trainer_id, slot) DO UPDATE SET total = t.total + EXCLUDED.total;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Counted again by slot, with the counters held still (an instance of the old release may be sending).
LOCK TABLE conversations IN SHARE MODE;--> statement-breakpoint
DELETE FROM trainer_unread_totals;--> statement-breakpoint
INSERT INTO trainer_unread_totals (trainer_id, slot, total)
  SELECT trainer_id, id % 16, sum(trainer_unread) FROM conversations
  GROUP BY trainer_id, id % 16 HAVING sum(trainer_unread) <> 0;
