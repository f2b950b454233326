ALTER TABLE "care_relationships" ADD COLUMN "check_in_missed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- "Necesita atención" when her last closed check-in from that professional went unanswered (issue 46): kept
-- on her care relationship, as the other figures are (ADR 0077), whenever a check-in's status changes.
CREATE OR REPLACE FUNCTION check_in_missed_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  professional integer;
BEGIN
  SELECT trainer_id INTO professional FROM check_in_assignments WHERE id = NEW.assignment_id;
  UPDATE care_relationships cr SET check_in_missed = coalesce((
    SELECT ci.status = 'missed' FROM check_ins ci
    JOIN check_in_assignments a ON a.id = ci.assignment_id
    WHERE a.member_id = NEW.member_id AND a.trainer_id = professional AND ci.status IN ('answered', 'missed')
    ORDER BY ci.due_on DESC, ci.id DESC LIMIT 1), false)
  WHERE cr.member_id = NEW.member_id AND cr.trainer_id = professional AND cr.ended_at IS NULL;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER check_ins_missed_refresh AFTER UPDATE OF status ON check_ins
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION check_in_missed_refresh();
