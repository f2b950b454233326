/**
 * How alike a word must be to count as a typo of the searched one. pg_trgm's default (0.6) missed one wrong
 * letter in "legumbres" (ADR 0033). The threshold is what the indexed `<%` operator compares against, so the
 * trigram GIN indexes serve typo searches instead of a scan computing `word_similarity` on every row.
 *
 * Every connection carries it from its start (db/client.ts): a search is then one statement, not a
 * transaction of four round trips around it (issue 19: the catalogue search's p99 was PostgreSQL's CPU).
 */
export const TYPO_SIMILARITY = '0.5';
export const TYPO_SIMILARITY_SETTING = 'pg_trgm.word_similarity_threshold';
