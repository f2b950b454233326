/**
 * The rows of a raw `db.execute`: node-postgres answers `{ rows }`, PGlite's driver an array. One reading of
 * both, for the repositories' few hand-written statements.
 */
export const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
