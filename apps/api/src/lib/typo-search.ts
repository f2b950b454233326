import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * How alike a word must be to count as a typo of the searched one. pg_trgm's default (0.6) missed one wrong
 * letter in "legumbres" (ADR 0033). The threshold is what the indexed `<%` operator compares against, so the
 * trigram GIN indexes serve typo searches instead of a scan computing `word_similarity` on every row.
 */
export const TYPO_SIMILARITY = '0.5';

/** Runs a catalogue search in a transaction whose typo threshold is ours (SET LOCAL: nothing leaks). */
export function typoSearch<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${TYPO_SIMILARITY}, true)`);
    return work(tx);
  });
}
