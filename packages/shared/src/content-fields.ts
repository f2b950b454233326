// Fields every content catalogue shares (e-books, videos, courses): pages, search text, visible text.
import { z } from 'zod';
import { HIDDEN_FORMATTING, HIDDEN_FORMATTING_MESSAGE } from './api';

export const SEARCH_TOO_LONG = 'La búsqueda puede tener hasta 100 caracteres.';

/** A page number from a query string, 1 to `max`. */
/** A search box's text: trimmed, bounded, no hidden characters; empty means no search. */
export const SearchTextSchema = z
  .string()
  .trim()
  .max(100, SEARCH_TOO_LONG)
  .refine((text) => !HIDDEN_FORMATTING.test(text), HIDDEN_FORMATTING_MESSAGE);

/** Text shown to other people: the one rule (api.ts), re-exported for the catalogues' schemas. */
export { visible } from './api';
