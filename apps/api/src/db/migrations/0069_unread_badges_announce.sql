-- Each instance keeps every account's unread-messages badge in memory (ADR 0090, addendum): these triggers
-- tell every instance, on channel vitalia_unread, whose badge changed, with the account's id as payload.
-- Triggers rather than the services' own NOTIFY, so that no statement that moves a counter (send, read,
-- "no leída", a deleted thread or card, a card given to another account) can forget to say so.
-- PostgreSQL delivers at commit, once per payload per transaction.
CREATE OR REPLACE FUNCTION conversation_member_unread_announce() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.member_unread <> 0 THEN
    PERFORM pg_notify('vitalia_unread', OLD.member_id::text);
  END IF;
  IF TG_OP <> 'DELETE' AND (NEW.member_unread <> 0 OR TG_OP = 'UPDATE') THEN
    PERFORM pg_notify('vitalia_unread', NEW.member_id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER conversation_member_unread_announce
  AFTER INSERT OR DELETE ON conversations
  FOR EACH ROW EXECUTE FUNCTION conversation_member_unread_announce();
--> statement-breakpoint
CREATE TRIGGER conversation_member_unread_changed
  AFTER UPDATE OF member_unread, member_id ON conversations
  FOR EACH ROW
  WHEN (OLD.member_unread IS DISTINCT FROM NEW.member_unread OR OLD.member_id IS DISTINCT FROM NEW.member_id)
  EXECUTE FUNCTION conversation_member_unread_announce();
--> statement-breakpoint
-- A professional's side is the total kept per card (trainer_unread_totals, migration 0059): its account is
-- the card's. A total removed with its card is announced by the card's own trigger below.
CREATE OR REPLACE FUNCTION trainer_unread_total_announce() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  account integer;
BEGIN
  SELECT user_id INTO account FROM trainers WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.trainer_id ELSE NEW.trainer_id END;
  IF account IS NOT NULL THEN
    PERFORM pg_notify('vitalia_unread', account::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER trainer_unread_total_announce
  AFTER INSERT OR UPDATE OR DELETE ON trainer_unread_totals
  FOR EACH ROW EXECUTE FUNCTION trainer_unread_total_announce();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION trainer_account_unread_announce() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.user_id IS NOT NULL THEN
    PERFORM pg_notify('vitalia_unread', OLD.user_id::text);
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.user_id IS NOT NULL THEN
    PERFORM pg_notify('vitalia_unread', NEW.user_id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER trainer_account_unread_announce
  AFTER DELETE ON trainers
  FOR EACH ROW EXECUTE FUNCTION trainer_account_unread_announce();
--> statement-breakpoint
CREATE TRIGGER trainer_account_unread_changed
  AFTER UPDATE OF user_id ON trainers
  FOR EACH ROW
  WHEN (OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION trainer_account_unread_announce();
