import {
  bigserial,
  index,
  integer,
  numeric,
  pgTable,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const measure = (name: string) => numeric(name, { precision: 5, scale: 2, mode: 'number' });
import { users } from './users';

/**
 * A measurement she took herself (issue 47): her scale and tape, beside her professionals' in consultation
 * (clinical_measurements). Hers, not the clinical record: removed with her account.
 */
export const memberMeasurements = pgTable(
  'member_measurements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
    weightKg: measure('weight_kg'),
    waistCm: measure('waist_cm'),
    hipCm: measure('hip_cm'),
    bodyFatPct: measure('body_fat_pct'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('member_measurements_client_idx').on(table.memberId, table.clientId),
    index('member_measurements_member_idx').on(table.memberId, table.takenAt),
  ],
);
