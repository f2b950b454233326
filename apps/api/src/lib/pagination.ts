/**
 * The rows of page `page` (1-based; absent means the first) of `size` rows each, as a query's limit and
 * offset: the one place a page number becomes an offset. The page's bound is the request schema's
 * (`pageNumber(max)` in @vitalia/shared/api), so the offset is bounded too.
 */
export function pageWindow(page: number | undefined, size: number): { limit: number; offset: number } {
  return { limit: size, offset: ((page ?? 1) - 1) * size };
}
