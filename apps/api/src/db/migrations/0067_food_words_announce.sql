-- Each instance keeps the foods' words in memory to correct a typo without asking PostgreSQL (ADR 0091): the
-- trigger now tells every instance, on channel vitalia_food_words, when a food brought a word not kept before.
-- PostgreSQL delivers it at commit and sends one per transaction, however many foods an import's batch holds.
CREATE OR REPLACE FUNCTION food_words_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO food_words (word)
    SELECT DISTINCT w FROM regexp_split_to_table(NEW.search_names, '[^[:alnum:]]+') AS w WHERE length(w) >= 2
    ON CONFLICT (word) DO NOTHING;
  IF FOUND THEN
    PERFORM pg_notify('vitalia_food_words', '');
  END IF;
  RETURN NULL;
END $$;
