import { sql, type SQLWrapper } from 'drizzle-orm';

/**
 * "Josefa González" written by PostgreSQL, as `fullNameOf` writes it in the server: the two names with one
 * space, trimmed (an account from Google may have no last name). One expression for every statement that
 * names a person, so a list and the page it links to never differ by a space.
 */
export const fullNameSql = (firstName: SQLWrapper, lastName: SQLWrapper) =>
  sql<string>`trim(${firstName} || ' ' || ${lastName})`;
