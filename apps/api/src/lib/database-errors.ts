/** What the database drivers (pg, PGlite), wrapped by Drizzle, tell us about a failed query. */
interface DriverError {
  code?: unknown;
  constraint?: unknown;
  message?: unknown;
  cause?: unknown;
}

function* chain(error: unknown): Generator<DriverError> {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    yield current as DriverError;
    current = (current as DriverError).cause;
  }
}

/** The name of the unique index a query violated, or null. */
export function uniqueViolation(error: unknown): string | null {
  for (const link of chain(error)) {
    if (link.code === '23505') return typeof link.constraint === 'string' ? link.constraint : '';
  }
  return null;
}

/** The name of the exclusion constraint a query violated (23P01: e.g. two bookings of one time), or null. */
export function exclusionViolation(error: unknown): string | null {
  for (const link of chain(error)) {
    if (link.code === '23P01') return typeof link.constraint === 'string' ? link.constraint : '';
  }
  return null;
}

const CONNECTION_SQLSTATES = new Set([
  // The server refuses new connections (issue 43 §4): not accepting them now (55000 "connections not
  // allowed"), too many (53300), or the database is gone or being recreated (3D000). Retry later: 503.
  '55000',
  '53300',
  '3D000',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
const CONNECTION_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND']);
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error',
  'Cannot use a pool after calling end',
  // No answer within the statement timeout and its slack: a partition (the connection is dropped with it).
  'Query read timeout',
  'Client was closed and is not queryable',
  // pg's own bound on opening a connection (POSTGRES_LIMITS.connectMs).
  'timeout expired',
];

/** True when the database could not be reached (outage, restart, terminated connection), not a bad query. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const link of chain(error)) {
    if (
      typeof link.code === 'string' &&
      (CONNECTION_SQLSTATES.has(link.code) || CONNECTION_ERRNOS.has(link.code))
    )
      return true;
    if (
      typeof link.message === 'string' &&
      CONNECTION_MESSAGES.some((text) => String(link.message).includes(text))
    )
      return true;
  }
  return false;
}

/**
 * The database is fine but this request waited too long for its share of it (issue 43 §3, ADR 0066): no
 * pooled connection came free in time (pg-pool's queue), a row lock stayed taken past `lock_timeout`
 * (55P03), or a statement ran past `statement_timeout` (57014). The caller hears "busy, retry in a moment",
 * not "down", and nothing the request wrote stays.
 */
export function isDatabaseBusy(error: unknown): boolean {
  for (const link of chain(error)) {
    if (link.code === '55P03' || link.code === '57014') return true;
    if (typeof link.message === 'string' && link.message.includes('timeout exceeded when trying to connect'))
      return true;
  }
  return false;
}

/** SQLSTATE raised by the users trigger that keeps one active admin (migration 0009). */
const LAST_ADMIN_SQLSTATE = 'VT001';

/** True when the database refused to take away the last active admin's rights. */
export function isLastAdminRefusal(error: unknown): boolean {
  for (const link of chain(error)) if (link.code === LAST_ADMIN_SQLSTATE) return true;
  return false;
}

/**
 * PostgreSQL's text-search parser refused the query (XX000 "tsquery stack too small" and the like): the
 * search box's text, not a crash. `boundedSearchText` keeps known shapes away; this catches the rest.
 */
export function isSearchSyntaxError(error: unknown): boolean {
  for (const link of chain(error)) {
    if (typeof link.message === 'string' && /\btsquery\b|text-search query/.test(link.message)) return true;
  }
  return false;
}

/** Invalid values that reached the database despite validation (a bug, but never the caller's 500). */
export function isInvalidValue(error: unknown): boolean {
  for (const link of chain(error)) {
    // 22xxx: data exceptions (out of range, bad datetime, NUL in text); 23503: foreign key.
    if (typeof link.code === 'string' && (link.code.startsWith('22') || link.code === '23503')) return true;
  }
  return false;
}
