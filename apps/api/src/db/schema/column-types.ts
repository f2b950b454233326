import { customType } from 'drizzle-orm/pg-core';

/**
 * A PostgreSQL `tstzrange`, read and written as its text form ('[2026-11-30 12:00:00+00,…)'). The
 * repository builds it with `tstzrange(a, b)` in SQL; drizzle only needs to carry it.
 */
export const tstzrange = customType<{ data: string; driverData: string }>({ dataType: () => 'tstzrange' });
