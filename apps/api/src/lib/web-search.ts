/** The most words a search box's text keeps: more only slows the query and never finds more. */
export const SEARCH_MAX_TERMS = 12;

/**
 * A search box's text as `websearch_to_tsquery` may safely read it (issue 42 §9): words without letters or
 * digits (a run of `-`, `(`, quotes alone) are dropped, a word's leading `-` kept once (its "not"), and at
 * most `SEARCH_MAX_TERMS` words kept. Thirty-odd `-` in a row made PostgreSQL's parser nest that many
 * "not"s and fail with "tsquery stack too small".
 */
export function boundedSearchText(text: string): string {
  return text
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word))
    .map((word) => word.replace(/^-{2,}/, '-'))
    .slice(0, SEARCH_MAX_TERMS)
    .join(' ');
}
