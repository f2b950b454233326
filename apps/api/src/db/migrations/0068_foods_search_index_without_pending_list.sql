-- The foods' trigram index takes each new food's trigrams at once instead of in a pending list (ADR 0091): an
-- import leaves up to 4 MB of foods there until autovacuum, and every search reads that list whole (bench:
-- "palta" 13,700 statements a second on a clean index, 5,500 with an import's 1,200 foods pending). Imports
-- are rare and searches are many, so the import pays.
ALTER INDEX "foods_search_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('foods_search_trgm_idx');
