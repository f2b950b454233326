/** Characters a file name never keeps: controls, bidi overrides, invisible marks, separators and quotes. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed here.
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff/\\"<>:*?|]/g;

/** A name a person reads in their downloads: "Guía de colaciones.pdf" stays as it is, minus anything risky. */
export function safeFilename(name: string | undefined, fallback = 'archivo'): string {
  const cleaned = (name ?? '').normalize('NFC').replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim();
  const withoutDots = cleaned.replace(/^[.\s]+/, '');
  return (withoutDots || fallback).slice(0, 120);
}

/**
 * `inline` or `attachment` with the name twice: plain ASCII for old clients (accents dropped, "Guia"), and
 * the exact UTF-8 name (RFC 6266 / 8187) that every current browser uses.
 */
export function contentDisposition(disposition: 'inline' | 'attachment', name?: string): string {
  if (!name) return disposition;
  const safe = safeFilename(name);
  const ascii = safe
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_');
  const encoded = encodeURIComponent(safe).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
