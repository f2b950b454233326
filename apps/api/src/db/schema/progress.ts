import { sql } from 'drizzle-orm';
import {
  bigserial,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const measure = (name: string) => numeric(name, { precision: 5, scale: 2, mode: 'number' });
import { OWN_MEASURES } from '@vitalia/shared/progress';
import { trainers } from './catalog';
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

/**
 * Her goal for one of the standard measures (issue 47): a target value set by her or by one of her
 * professionals, drawn as a line on her chart. One per measure; the last one set holds.
 */
export const measureGoals = pgTable(
  'measure_goals',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    measure: text('measure', { enum: OWN_MEASURES }).notNull(),
    target: measure('target').notNull(),
    setById: integer('set_by_id').references(() => users.id, { onDelete: 'set null' }),
    setByName: text('set_by_name').notNull(),
    setAt: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.measure] })],
);

/**
 * A measure a professional defines for one client (issue 47): "Pasos diarios (pasos)", "Brazo (cm)". Its
 * values are taken by either of them; its goal is drawn like the standard measures' goals (ADR 0086).
 */
export const customMeasures = pgTable(
  'custom_measures',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    trainerId: integer('trainer_id').references(() => trainers.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    unit: text('unit').notNull(),
    goal: numeric('goal', { precision: 10, scale: 2, mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('custom_measures_name_idx').on(table.memberId, sql`lower(${table.name})`)],
);

/** One value of a custom measure; made once per `client_id` (a retried save answers the first row). */
export const customMeasureValues = pgTable(
  'custom_measure_values',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    measureId: integer('measure_id')
      .notNull()
      .references(() => customMeasures.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
    value: numeric('value', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    recordedById: integer('recorded_by_id').references(() => users.id, { onDelete: 'set null' }),
    recordedByName: text('recorded_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('custom_measure_values_client_idx').on(table.memberId, table.clientId),
    index('custom_measure_values_measure_idx').on(table.measureId, table.takenAt),
  ],
);
