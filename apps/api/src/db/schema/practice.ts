import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { NoteContent } from '@vitalia/shared/practice';
import { trainers } from './catalog';
import { appointments } from './scheduling';
import { users } from './users';

/**
 * A member in a professional's care (issue 45 §2, ADR 0075): made by her first booking with that
 * professional or by an admin, ended by an admin. The only way a professional reaches a member's chart.
 * At most one open relationship per pair; an ended one stays as history (who ended it is in the audit log).
 */
export const careRelationships = pgTable(
  'care_relationships',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    trainerId: integer('trainer_id')
      .notNull()
      .references(() => trainers.id, { onDelete: 'cascade' }),
    origin: text('origin', { enum: ['booking', 'admin'] }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    // What "Mis clientes" shows and sorts by, kept by triggers on every table they come from (ADR 0077) so a
    // page reads its own rows instead of every client's history. The next consultation goes stale when it
    // ends without a new status: a job refreshes those rows every minute (care-figures-job.ts).
    nextAt: timestamp('next_at', { withTimezone: true }),
    nextEndsAt: timestamp('next_ends_at', { withTimezone: true }),
    lastContactAt: timestamp('last_contact_at', { withTimezone: true }),
    lastOutcome: text('last_outcome', { enum: ['completed', 'no_show', 'cancelled'] }),
    consentWithdrawn: boolean('consent_withdrawn').notNull().default(false),
    // Her last closed check-in from this professional went unanswered (issue 46); kept by a trigger on
    // check_ins (migration 0040), cleared by her next answer.
    checkInMissed: boolean('check_in_missed').notNull().default(false),
  },
  (table) => [
    uniqueIndex('care_relationships_open_idx')
      .on(table.trainerId, table.memberId)
      .where(sql`${table.endedAt} is null`),
    index('care_relationships_member_idx').on(table.memberId),
    // One per order of the list, with the same expressions as its ORDER BY (care-repository.ts SORT_KEYS).
    index('care_relationships_next_idx')
      .on(table.trainerId, sql`coalesce(${table.nextAt}, 'infinity'::timestamptz)`, table.memberId)
      .where(sql`${table.endedAt} is null`),
    index('care_relationships_contact_idx')
      .on(table.trainerId, sql`coalesce(${table.lastContactAt}, '-infinity'::timestamptz)`, table.memberId)
      .where(sql`${table.endedAt} is null`),
    index('care_relationships_next_ends_idx')
      .on(table.nextEndsAt)
      .where(sql`${table.endedAt} is null and ${table.nextEndsAt} is not null`),
  ],
);

/**
 * A member's clinical record (ADR 0073): what professionals wrote and measured in consultation. It outlives
 * her account: deleting it sets `member_id` to null (the record is then blocked, reachable by no member or
 * professional query) and keeps it until `retain_until` (last entry + 15 years, Ley 20.584).
 */
export const clinicalRecords = pgTable(
  'clinical_records',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who the record is about, as it was at her last entry: a blocked record still names its person. */
    subjectName: text('subject_name').notNull(),
    subjectEmail: text('subject_email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastEntryAt: timestamp('last_entry_at', { withTimezone: true }).notNull().defaultNow(),
    retainUntil: timestamp('retain_until', { withTimezone: true }).notNull(),
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('clinical_records_member_idx').on(table.memberId)],
);

/**
 * A session note (SOAP or free). Never deleted while it must be kept; an edit writes the text it replaces
 * to `clinical_note_versions` in the same transaction and raises `version`.
 */
export const clinicalNotes = pgTable(
  'clinical_notes',
  {
    id: serial('id').primaryKey(),
    recordId: integer('record_id')
      .notNull()
      .references(() => clinicalRecords.id, { onDelete: 'cascade' }),
    /** The professional whose card wrote it: her care team reads it. */
    trainerId: integer('trainer_id').references(() => trainers.id, { onDelete: 'set null' }),
    appointmentId: integer('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    content: jsonb('content').$type<NoteContent>().notNull(),
    version: integer('version').notNull().default(1),
    authorId: integer('author_id'),
    authorName: text('author_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    sharedAt: timestamp('shared_at', { withTimezone: true }),
    sharedSummary: text('shared_summary'),
  },
  (table) => [
    index('clinical_notes_record_idx').on(table.recordId, table.createdAt),
    // A professional's client list reads her notes once, grouped by client.
    index('clinical_notes_trainer_idx').on(table.trainerId, table.recordId),
  ],
);

/** What each edit replaced: append-only (migration 0031's trigger refuses UPDATE). */
export const clinicalNoteVersions = pgTable(
  'clinical_note_versions',
  {
    id: serial('id').primaryKey(),
    noteId: integer('note_id')
      .notNull()
      .references(() => clinicalNotes.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    content: jsonb('content').$type<NoteContent>().notNull(),
    editedById: integer('edited_by_id'),
    editedByName: text('edited_by_name').notNull(),
    editedAt: timestamp('edited_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('clinical_note_versions_note_version_idx').on(table.noteId, table.version)],
);

/** Measures taken in consultation (issue 45 §3); BMI is computed when read, never stored. */
export const clinicalMeasurements = pgTable(
  'clinical_measurements',
  {
    id: serial('id').primaryKey(),
    recordId: integer('record_id')
      .notNull()
      .references(() => clinicalRecords.id, { onDelete: 'cascade' }),
    trainerId: integer('trainer_id').references(() => trainers.id, { onDelete: 'set null' }),
    appointmentId: integer('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
    weightKg: numeric('weight_kg', { precision: 5, scale: 2, mode: 'number' }),
    heightCm: numeric('height_cm', { precision: 4, scale: 1, mode: 'number' }),
    waistCm: numeric('waist_cm', { precision: 4, scale: 1, mode: 'number' }),
    hipCm: numeric('hip_cm', { precision: 4, scale: 1, mode: 'number' }),
    bodyFatPct: numeric('body_fat_pct', { precision: 4, scale: 1, mode: 'number' }),
    systolicMmhg: smallint('systolic_mmhg'),
    diastolicMmhg: smallint('diastolic_mmhg'),
    recordedById: integer('recorded_by_id'),
    recordedByName: text('recorded_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('clinical_measurements_record_idx').on(table.recordId, table.takenAt),
    index('clinical_measurements_trainer_idx').on(table.trainerId, table.recordId),
    check(
      'clinical_measurements_pressure_check',
      sql`(${table.systolicMmhg} is null) = (${table.diastolicMmhg} is null)`,
    ),
  ],
);
