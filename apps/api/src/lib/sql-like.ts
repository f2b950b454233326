/** A LIKE pattern matching `term` anywhere: `%` and `_` typed in a search box are literal, not wildcards. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
