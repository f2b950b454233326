/**
 * The foods' words in memory (ADR 0091, addendum of 2026-12-01): which typed words cannot be in any food's
 * name, and the closest word to each of them, without asking PostgreSQL. `food_words` holds every word of
 * every food's unaccented names (runs of letters and digits, two or more long), so a typed word of letters and
 * digits that is in none of them cannot be in a name either, and a search holding it finds nothing as typed.
 */

/** pg_trgm's `similarity` threshold, which the database's correction (`%`) uses too. */
export const CORRECTION_SIMILARITY = 0.3;

/** The words a typed text is made of, as `food_words` cuts names: runs of ASCII letters and digits. */
const WORD = /[a-z0-9]+/g;

/** pg_trgm's trigrams of one word: padded with two spaces before and one after, each counted once. */
export function trigramsOf(word: string): Set<string> {
  const padded = `  ${word} `;
  const trigrams = new Set<string>();
  for (let start = 0; start + 3 <= padded.length; start += 1) trigrams.add(padded.slice(start, start + 3));
  return trigrams;
}

/**
 * The trigrams of a piece as it stands, each once, without padding: every text holding the piece has them all,
 * wherever in the text it sits. The foods' names in memory (food-name-index.ts) are narrowed by them too.
 */
export function innerTrigramsOf(piece: string): Set<string> {
  const trigrams = new Set<string>();
  for (let start = 0; start + 3 <= piece.length; start += 1) trigrams.add(piece.slice(start, start + 3));
  return trigrams;
}

/** A word of the list, with how many distinct trigrams it has (similarity's denominator). */
interface Entry {
  word: string;
  trigrams: number;
}

export class FoodWordIndex {
  private readonly exact: Set<string>;
  /** For each trigram, the words that have it. */
  private readonly postings = new Map<string, Entry[]>();

  constructor(words: readonly string[]) {
    this.exact = new Set(words);
    for (const word of this.exact) {
      const trigrams = trigramsOf(word);
      const entry = { word, trigrams: trigrams.size };
      for (const trigram of trigrams) {
        const list = this.postings.get(trigram);
        if (list) list.push(entry);
        else this.postings.set(trigram, [entry]);
      }
    }
  }

  get size(): number {
    return this.exact.size;
  }

  /**
   * Whether `piece` (folded, letters and digits) is part of some word. Shorter than a trigram it counts as
   * found: only a certain absence lets a search skip looking for the text as typed.
   */
  holds(piece: string): boolean {
    if (piece.length < 3 || this.exact.has(piece)) return true;
    let narrowest: Entry[] | undefined;
    for (const trigram of innerTrigramsOf(piece)) {
      const list = this.postings.get(trigram);
      if (!list) return false;
      if (!narrowest || list.length < narrowest.length) narrowest = list;
    }
    return (narrowest ?? []).some((entry) => entry.word.includes(piece));
  }

  /**
   * The word most like `piece` by pg_trgm's similarity (shared trigrams over all their distinct trigrams),
   * at least CORRECTION_SIMILARITY, the first in order on a tie: what the database's correction picks.
   */
  closest(piece: string): string | null {
    const typed = trigramsOf(piece);
    const shared = new Map<Entry, number>();
    for (const trigram of typed)
      for (const entry of this.postings.get(trigram) ?? []) shared.set(entry, (shared.get(entry) ?? 0) + 1);
    let best: { word: string; similarity: number } | null = null;
    for (const [{ word, trigrams }, count] of shared) {
      const similarity = count / (typed.size + trigrams - count);
      if (similarity < CORRECTION_SIMILARITY) continue;
      if (!best || similarity > best.similarity || (similarity === best.similarity && word < best.word))
        best = { word, similarity };
    }
    return best?.word ?? null;
  }

  /**
   * `folded` (a search folded like the database folds names) with each word that no food holds replaced by
   * its closest word; null when every word is held somewhere (the text may be found as typed), when a missing
   * word has no close one, or when the text has letters beyond ASCII (cut by the database's locale, not here).
   */
  corrected(folded: string): string | null {
    if (/[^\x20-\x7e]/.test(folded)) return null;
    let changed = false;
    let unknownWithoutMatch = false;
    const text = folded.replace(WORD, (piece) => {
      if (this.holds(piece)) return piece;
      const word = this.closest(piece);
      if (word === null) {
        unknownWithoutMatch = true;
        return piece;
      }
      changed = true;
      return word;
    });
    return changed && !unknownWithoutMatch ? text : null;
  }
}
