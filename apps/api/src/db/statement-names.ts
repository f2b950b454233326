/**
 * Names the prepared statements of every repository in this process: a statement's name is its identity on
 * a pooled connection, and two repositories on one database (a test's, a second app's) must not give one
 * name to two different statements (PostgreSQL refuses the second).
 */
let prepared = 0;

export const statementName = (prefix: string): string => `${prefix}_${(prepared += 1)}`;
