-- The words of the foods' names and synonyms, unaccented and lowered (issue 47, ADR 0091): a search with one
-- wrong letter ("porotso") is corrected word by word against this short list, then searched as a substring,
-- instead of ranking word similarity over every food. Kept by a trigger; a word whose last food went stays
-- (it then finds nothing, and the search falls back as before).
CREATE TABLE "food_words" ("word" text PRIMARY KEY NOT NULL);--> statement-breakpoint
CREATE INDEX "food_words_trgm_idx" ON "food_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE OR REPLACE FUNCTION food_words_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO food_words (word)
    SELECT DISTINCT w FROM regexp_split_to_table(NEW.search_names, '[^[:alnum:]]+') AS w WHERE length(w) >= 2
    ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER food_words_foods AFTER INSERT OR UPDATE OF name, synonyms ON foods
  FOR EACH ROW EXECUTE FUNCTION food_words_keep();--> statement-breakpoint
INSERT INTO food_words (word)
  SELECT DISTINCT w FROM foods, regexp_split_to_table(search_names, '[^[:alnum:]]+') AS w WHERE length(w) >= 2
  ON CONFLICT (word) DO NOTHING;
