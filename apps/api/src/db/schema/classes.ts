import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';
import { requiredPlan, trainers } from './catalog';
import { tstzrange } from './column-types';

/** A weekly series of live classes (issue 20): each session is its own row with its own seats. */
export const classSeries = pgTable('class_series', {
  id: serial('id').primaryKey(),
  /** ISO weekdays (1 = lunes … 7 = domingo) the series meets on. */
  weekdays: jsonb('weekdays').$type<number[]>().notNull(),
  /** The wall-clock start, in minutes of the day of `time_zone`: every session starts at that time there. */
  startMinute: integer('start_minute').notNull(),
  timeZone: text('time_zone').notNull(),
  /** Last date (YYYY-MM-DD, inclusive) a session may fall on. */
  untilDate: text('until_date').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const LIVE_CLASS_LEVELS = ['todos', 'inicial', 'intermedio', 'avanzado'] as const;

/**
 * A live class or webinar. `seats_taken` counts registered members and seats held for an offer to the
 * waitlist; it only changes by conditional updates (`seats_taken < capacity`), and a CHECK keeps it within
 * 0..capacity whatever a bug tries. `during` of every scheduled class is kept apart per trainer by an
 * EXCLUDE constraint (migration 0014): a trainer is never in two classes at once.
 */
export const liveClasses = pgTable(
  'live_classes',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    kind: text('kind', { enum: ['class', 'webinar'] }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    trainerId: integer('trainer_id').references(() => trainers.id, { onDelete: 'set null' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    during: tstzrange('during').notNull(),
    capacity: integer('capacity').notNull(),
    seatsTaken: integer('seats_taken').notNull().default(0),
    meetingUrl: text('meeting_url'),
    requiredPlan: requiredPlan(),
    level: text('level', { enum: LIVE_CLASS_LEVELS }).notNull().default('todos'),
    status: text('status', { enum: ['scheduled', 'cancelled'] })
      .notNull()
      .default('scheduled'),
    seriesId: integer('series_id').references(() => classSeries.id, { onDelete: 'set null' }),
    cancelReason: text('cancel_reason'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('live_classes_starts_idx').on(table.startsAt, table.id),
    index('live_classes_series_idx').on(table.seriesId),
    check('live_classes_capacity_check', sql`${table.capacity} between 1 and 1000`),
    check('live_classes_seats_check', sql`${table.seatsTaken} between 0 and ${table.capacity}`),
    check('live_classes_duration_check', sql`${table.durationMinutes} between 10 and 480`),
  ],
);

export const CLASS_REGISTRATION_STATUSES = [
  'registered',
  'waitlisted',
  'offered',
  'cancelled',
  'lapsed',
] as const;

/**
 * One member's place in one class: registered (a seat), waitlisted (in line, by `waitlisted_at`), offered
 * (a freed seat held for her until `offer_expires_at`), cancelled, or lapsed (the offer ran out). One row
 * per member and class, so a repeated registration is the same row.
 */
export const classRegistrations = pgTable(
  'class_registrations',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => liveClasses.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: CLASS_REGISTRATION_STATUSES }).notNull(),
    waitlistedAt: timestamp('waitlisted_at', { withTimezone: true }),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    /** Offers made to her for this class: the lapse job of an older offer finds a newer number and stops. */
    offerCount: smallint('offer_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('class_registrations_class_member_idx').on(table.classId, table.memberId),
    index('class_registrations_member_idx').on(table.memberId, table.status),
    index('class_registrations_line_idx').on(table.classId, table.status, table.waitlistedAt, table.id),
  ],
);
