import { sql, type SQL } from 'drizzle-orm';
import { users } from './schema/index';
import { containsPattern } from '../lib/sql-like';

/**
 * The admin's member search, the same on every screen (Usuarios, Pagos, Membresías): case- and
 * accent-insensitive ("maria" finds "María", "PEREZ" finds "Pérez") over name, e-mail and username, on the
 * trigram-indexed `users.search_text` that `vitalia_fold` fills (migration 0005). Needs `users` in the query.
 */
export function memberMatches(term: string): SQL {
  return foldedContains(containsPattern(term));
}

/** The same match for a LIKE pattern already made (`containsPattern`), or a prepared query's placeholder. */
export function foldedContains(pattern: unknown): SQL {
  return sql`(${users.searchText} like vitalia_fold(${pattern}))`;
}

// vitalia_fold's translation (migration 0005), letter for letter.
const FOLD_FROM = 'ÁÉÍÓÚÜÑáéíóúüñÀÈÌÒÙàèìòù';
const FOLD_TO = 'AEIOUUNaeiouunAEIOUaeiou';
const FOLDED = new Map([...FOLD_FROM].map((letter, index) => [letter, FOLD_TO[index] ?? letter]));

/**
 * What `vitalia_fold(text)` answers, computed here; null when it cannot be known here for certain: anything
 * but printable ASCII once the accents are gone (a letter PostgreSQL lowers by the database's locale). A pattern
 * folded here lets a prepared search be `search_text like $1`: PostgreSQL inlines an SQL function anew on
 * every plan, and the members search is planned on every page (its best plan depends on the pattern).
 */
export function foldLikeDatabase(text: string): string | null {
  const translated = [...text].map((char) => FOLDED.get(char) ?? char).join('');
  if (!/^[\x20-\x7e]*$/.test(translated)) return null;
  return translated.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
}

/** `foldedContains` for a prepared query: the pattern folded here when it can be, else by the database. */
export function preparedFoldedContains(pattern: string, bind: (name: string, value: string) => unknown): SQL {
  const folded = foldLikeDatabase(pattern);
  return folded === null
    ? foldedContains(bind('q', pattern))
    : sql`(${users.searchText} like ${bind('qFolded', folded)})`;
}

const RUT_LIKE = /^[0-9.\-\s]*[0-9][0-9.\-\s]*[kK]?$/;

/**
 * A RUT typed in any spelling ("11.111.111-1", "11111111-1", "111111111") against a stored one, both reduced
 * to digits and verifier; null when the term cannot be part of a RUT, so a name search adds no condition.
 */
export function rutMatches(stored: SQL, term: string): SQL | null {
  if (!RUT_LIKE.test(term.trim())) return null;
  const compact = term.toLowerCase().replace(/[^0-9k]/g, '');
  return sql`(regexp_replace(lower(${stored}), '[^0-9k]', '', 'g') like ${containsPattern(compact)})`;
}
