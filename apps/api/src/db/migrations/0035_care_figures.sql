ALTER TABLE "care_relationships" ADD COLUMN "next_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "care_relationships" ADD COLUMN "next_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "care_relationships" ADD COLUMN "last_contact_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "care_relationships" ADD COLUMN "last_outcome" text;--> statement-breakpoint
ALTER TABLE "care_relationships" ADD COLUMN "consent_withdrawn" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "appointments_pair_idx" ON "appointments" USING btree ("trainer_id","member_id","starts_at");--> statement-breakpoint
CREATE INDEX "care_relationships_next_idx" ON "care_relationships" USING btree ("trainer_id",coalesce("next_at", 'infinity'::timestamptz),"member_id") WHERE "care_relationships"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "care_relationships_contact_idx" ON "care_relationships" USING btree ("trainer_id",coalesce("last_contact_at", '-infinity'::timestamptz),"member_id") WHERE "care_relationships"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "care_relationships_next_ends_idx" ON "care_relationships" USING btree ("next_ends_at") WHERE "care_relationships"."ended_at" is null and "care_relationships"."next_ends_at" is not null;--> statement-breakpoint
-- One pair's figures for "Mis clientes" (ADR 0077), recomputed from the pair's own rows (indexed lookups):
-- the next consultation not yet over, the last contact (a consultation held, a note or a measure of hers)
-- and the last outcome. Called by the triggers below on every write those figures come from.
CREATE OR REPLACE FUNCTION care_figures_refresh(p_member integer, p_trainer integer) RETURNS void
LANGUAGE sql AS $$
  UPDATE care_relationships cr SET
    (next_at, next_ends_at) = (
      SELECT a.starts_at, a.ends_at FROM appointments a
      WHERE a.trainer_id = p_trainer AND a.member_id = p_member AND a.status = 'confirmed' AND a.ends_at > now()
      ORDER BY a.starts_at LIMIT 1),
    last_contact_at = greatest(
      (SELECT max(a.starts_at) FROM appointments a
        WHERE a.trainer_id = p_trainer AND a.member_id = p_member AND a.status = 'completed'),
      (SELECT max(n.created_at) FROM clinical_notes n JOIN clinical_records r ON r.id = n.record_id
        WHERE n.trainer_id = p_trainer AND r.member_id = p_member),
      (SELECT max(m.taken_at) FROM clinical_measurements m JOIN clinical_records r ON r.id = m.record_id
        WHERE m.trainer_id = p_trainer AND r.member_id = p_member)),
    last_outcome = (
      SELECT a.status FROM appointments a
      WHERE a.trainer_id = p_trainer AND a.member_id = p_member
        AND (a.status = 'cancelled' OR (a.status IN ('completed', 'no_show') AND a.starts_at <= now()))
      ORDER BY coalesce(a.cancelled_at, a.starts_at) DESC LIMIT 1)
  WHERE cr.member_id = p_member AND cr.trainer_id = p_trainer AND cr.ended_at IS NULL
$$;--> statement-breakpoint
-- Her consent is hers, not the pair's: every open relationship of hers says whether she withdrew it.
CREATE OR REPLACE FUNCTION care_consent_refresh(p_member integer) RETURNS void
LANGUAGE sql AS $$
  UPDATE care_relationships cr SET consent_withdrawn = coalesce((
      SELECT bool_or(h.withdrawn_at IS NOT NULL) AND NOT bool_or(h.withdrawn_at IS NULL)
      FROM health_consents h WHERE h.user_id = p_member), false)
  WHERE cr.member_id = p_member AND cr.ended_at IS NULL
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION care_figures_on_appointment() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM care_figures_refresh(OLD.member_id, OLD.trainer_id);
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.member_id <> OLD.member_id OR NEW.trainer_id <> OLD.trainer_id) THEN
    PERFORM care_figures_refresh(NEW.member_id, NEW.trainer_id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER care_figures_appointments
  AFTER INSERT OR DELETE OR UPDATE OF status, starts_at, ends_at, cancelled_at, member_id, trainer_id ON appointments
  FOR EACH ROW EXECUTE FUNCTION care_figures_on_appointment();--> statement-breakpoint
-- A note or a measure: the pair is the record's member and the row's professional.
CREATE OR REPLACE FUNCTION care_figures_on_clinical_entry() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  entry record;
  member integer;
BEGIN
  IF TG_OP = 'DELETE' THEN entry := OLD; ELSE entry := NEW; END IF;
  SELECT r.member_id INTO member FROM clinical_records r WHERE r.id = entry.record_id;
  IF member IS NOT NULL AND entry.trainer_id IS NOT NULL THEN
    PERFORM care_figures_refresh(member, entry.trainer_id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER care_figures_notes AFTER INSERT OR DELETE ON clinical_notes
  FOR EACH ROW EXECUTE FUNCTION care_figures_on_clinical_entry();--> statement-breakpoint
CREATE TRIGGER care_figures_measurements AFTER INSERT OR DELETE OR UPDATE OF taken_at ON clinical_measurements
  FOR EACH ROW EXECUTE FUNCTION care_figures_on_clinical_entry();--> statement-breakpoint
CREATE OR REPLACE FUNCTION care_consent_on_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM care_consent_refresh(CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER care_consent_health_consents AFTER INSERT OR DELETE OR UPDATE OF withdrawn_at ON health_consents
  FOR EACH ROW EXECUTE FUNCTION care_consent_on_change();--> statement-breakpoint
-- A relationship opened (by a booking or an admin) starts with the pair's history, not blank figures.
CREATE OR REPLACE FUNCTION care_figures_on_open() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM care_figures_refresh(NEW.member_id, NEW.trainer_id);
  PERFORM care_consent_refresh(NEW.member_id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER care_figures_relationships AFTER INSERT ON care_relationships
  FOR EACH ROW EXECUTE FUNCTION care_figures_on_open();--> statement-breakpoint
SELECT care_figures_refresh(member_id, trainer_id), care_consent_refresh(member_id)
  FROM care_relationships WHERE ended_at IS NULL;
