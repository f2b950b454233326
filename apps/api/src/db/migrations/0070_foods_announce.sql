-- Each instance keeps the foods as the search shows them in memory, with their words (ADR 0091, second
-- addendum of 2026-12-01), so every change tells every instance, on channel vitalia_foods: a food inserted,
-- changed, deleted, or the table emptied (an import run again changes no row, and says nothing). PostgreSQL
-- sends one per transaction however many foods an import's batch changes. The food_words trigger no longer
-- announces: a new word only ever comes with an inserted or renamed food, which this trigger tells already.
CREATE OR REPLACE FUNCTION food_words_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO food_words (word)
    SELECT DISTINCT w FROM regexp_split_to_table(NEW.search_names, '[^[:alnum:]]+') AS w WHERE length(w) >= 2
    ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION foods_announce() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('vitalia_foods', '');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER foods_announce_rows AFTER INSERT OR UPDATE OR DELETE ON foods
  FOR EACH ROW EXECUTE FUNCTION foods_announce();--> statement-breakpoint
CREATE TRIGGER foods_announce_truncate AFTER TRUNCATE ON foods
  FOR EACH STATEMENT EXECUTE FUNCTION foods_announce();
