import {
  bigserial,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
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

/**
 * A progress photo (issue 47): one pose, one day, re-encoded by us (no EXIF, no location). Hers, seen by her
 * and her care team; removed with her account (the file too).
 */
export const progressPhotos = pgTable(
  'progress_photos',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').notNull(),
    pose: text('pose', { enum: ['frente', 'perfil', 'espalda'] }).notNull(),
    takenOn: date('taken_on').notNull(),
    storageKey: text('storage_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('progress_photos_client_idx').on(table.memberId, table.clientId),
    index('progress_photos_member_idx').on(table.memberId, table.takenOn),
  ],
);
