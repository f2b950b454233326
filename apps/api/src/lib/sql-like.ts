/** A text as letters in a LIKE pattern: `%`, `_` and `\` typed in a search box are literal, not wildcards. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** A LIKE pattern matching `term` anywhere, its `%` and `_` literal. */
export function containsPattern(term: string): string {
  return `%${escapeLike(term)}%`;
}
