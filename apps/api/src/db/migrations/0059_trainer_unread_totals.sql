CREATE TABLE "trainer_unread_totals" (
	"trainer_id" integer PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trainer_unread_totals" ADD CONSTRAINT "trainer_unread_totals_trainer_id_trainers_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."trainers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A professional's unread total moves with each thread's counter, in the same transaction (ADR 0090). A
-- removed thread only takes its count away (its card may be going too: no row is made for it then).
CREATE OR REPLACE FUNCTION trainer_unread_totals_keep() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counted integer := 0;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    counted := OLD.trainer_unread;
  END IF;
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD.trainer_id <> NEW.trainer_id) THEN
    IF counted <> 0 THEN
      UPDATE trainer_unread_totals SET total = total - counted WHERE trainer_id = OLD.trainer_id;
    END IF;
    IF TG_OP = 'DELETE' THEN
      RETURN NULL;
    END IF;
    counted := 0;
  END IF;
  IF NEW.trainer_unread <> counted THEN
    INSERT INTO trainer_unread_totals AS t (trainer_id, total) VALUES (NEW.trainer_id, NEW.trainer_unread - counted)
      ON CONFLICT (trainer_id) DO UPDATE SET total = t.total + EXCLUDED.total;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER trainer_unread_totals_conversations
  AFTER INSERT OR DELETE OR UPDATE OF trainer_unread, trainer_id ON conversations
  FOR EACH ROW EXECUTE FUNCTION trainer_unread_totals_keep();
--> statement-breakpoint
INSERT INTO trainer_unread_totals (trainer_id, total)
  SELECT trainer_id, sum(trainer_unread) FROM conversations GROUP BY trainer_id HAVING sum(trainer_unread) <> 0;
