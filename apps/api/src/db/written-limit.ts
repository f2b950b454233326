import { sql, type Placeholder } from 'drizzle-orm';

/**
 * A LIMIT written into a prepared statement instead of bound. PostgreSQL costs a bound LIMIT as a tenth of
 * the rows, so a prepared page with one never wins its generic plan and is planned anew on every execution
 * (ADR 0056, ADR 0077). Drizzle writes an SQL chunk given as the limit as it is; its type names only numbers
 * and placeholders. A statement per page size, then: only for the few sizes the screens ask for.
 */
export const writtenLimit = (limit: number) => sql.raw(String(Math.trunc(limit))) as unknown as Placeholder;
