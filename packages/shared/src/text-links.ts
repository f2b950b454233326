/**
 * A message's text cut into plain pieces and web addresses (issue 46: "links made clickable safely"). Only
 * http and https addresses become links, never `javascript:` or anything else; the page renders every piece
 * as text, and a link's text is the address itself, so what she sees is where it goes.
 */
export type TextPiece = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const ADDRESS = /\bhttps?:\/\/[^\s<>"']+/giu;
// Punctuation that ends a sentence rather than the address ("mira https://x.cl/a.").
const TRAILING = /[.,;:!?¡¿)\]]+$/u;

export function textPieces(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let from = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const start = match.index;
    const address = match[0].replace(TRAILING, '');
    if (start > from) pieces.push({ kind: 'text', text: text.slice(from, start) });
    // The pattern admits only http(s) addresses without spaces, quotes or angle brackets: safe as an href.
    pieces.push({ kind: 'link', text: address, href: address });
    from = start + address.length;
  }
  if (from < text.length) pieces.push({ kind: 'text', text: text.slice(from) });
  return pieces;
}
