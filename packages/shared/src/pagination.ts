import { wholeNumber } from './api';
import { z } from 'zod';

const INVALID_PAGE = 'Página inválida';

/**
 * A list's page number in a query string or body: a whole number from 1 to `max` (a bound on every scan),
 * never coerced from "1.5", "1e3" or "" (issue 17). The one way to take a page; the server turns it into
 * rows with `pageWindow` (apps/api/src/lib/pagination.ts).
 */
export const pageNumber = (max: number) =>
  wholeNumber(INVALID_PAGE).pipe(z.number().int().min(1, INVALID_PAGE).max(max, INVALID_PAGE));

/** How many rows a page holds when the caller may choose: a whole number from 1 to `max`. */
export const pageSize = (max: number) =>
  wholeNumber('Cantidad por página inválida').pipe(
    z.number().int().min(1, 'Cantidad por página inválida').max(max, 'Cantidad por página inválida'),
  );
