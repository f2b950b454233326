import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { REQUIRED_PLANS, trainers } from './catalog';
import { tstzrange } from './column-types';
import { orders, products } from './commerce';
import { users } from './users';

/** What a trainer's weekly hours and dated exceptions are written in: wall-clock minutes of her zone. */
export type WallIntervals = { start_minute: number; end_minute: number }[];

/** A trainer's weekly hours: one row per weekday and stretch (ISO weekday 1 = lunes … 7 = domingo). */
export const availabilityRules = pgTable(
  'availability_rules',
  {
    id: serial('id').primaryKey(),
    trainerId: integer('trainer_id')
      .notNull()
      .references(() => trainers.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    startMinute: smallint('start_minute').notNull(),
    endMinute: smallint('end_minute').notNull(),
  },
  (table) => [
    index('availability_rules_trainer_idx').on(table.trainerId),
    check('availability_rules_weekday_check', sql`${table.weekday} between 1 and 7`),
    check(
      'availability_rules_minutes_check',
      sql`${table.startMinute} >= 0 and ${table.endMinute} <= 1440 and ${table.startMinute} < ${table.endMinute}`,
    ),
  ],
);

/** A dated exception: other hours that day, or none (`intervals` empty = closed). */
export const availabilityOverrides = pgTable(
  'availability_overrides',
  {
    id: serial('id').primaryKey(),
    trainerId: integer('trainer_id')
      .notNull()
      .references(() => trainers.id, { onDelete: 'cascade' }),
    date: text('date').notNull(),
    intervals: jsonb('intervals').$type<WallIntervals>().notNull(),
  },
  (table) => [uniqueIndex('availability_overrides_trainer_date_idx').on(table.trainerId, table.date)],
);

/** Time off (holidays, a congress): instants, so it means the same whatever zone it was entered in. */
export const timeOff = pgTable(
  'time_off',
  {
    id: serial('id').primaryKey(),
    trainerId: integer('trainer_id')
      .notNull()
      .references(() => trainers.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    reason: text('reason').notNull().default(''),
  },
  (table) => [
    index('time_off_trainer_idx').on(table.trainerId, table.endsAt),
    check('time_off_order_check', sql`${table.startsAt} < ${table.endsAt}`),
  ],
);

/** A kind of consultation: how long, its buffers and notice rules, where, and which plan includes it. */
export const appointmentTypes = pgTable(
  'appointment_types',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    durationMinutes: smallint('duration_minutes').notNull(),
    bufferBeforeMinutes: smallint('buffer_before_minutes').notNull().default(0),
    bufferAfterMinutes: smallint('buffer_after_minutes').notNull().default(0),
    slotIntervalMinutes: smallint('slot_interval_minutes').notNull().default(30),
    minNoticeMinutes: integer('min_notice_minutes').notNull().default(720),
    horizonDays: smallint('horizon_days').notNull().default(60),
    modality: text('modality', { enum: ['online', 'presencial'] }).notNull(),
    /** The meeting link (online) or the address (in person) sent with the confirmation. */
    location: text('location'),
    requiredPlan: text('required_plan', { enum: REQUIRED_PLANS }).notNull().default('premium'),
    cancelNoticeHours: smallint('cancel_notice_hours').notNull().default(24),
    rescheduleNoticeHours: smallint('reschedule_notice_hours').notNull().default(24),
    maxReschedules: smallint('max_reschedules').notNull().default(2),
    isActive: boolean('is_active').notNull().default(true),
    position: smallint('position').notNull().default(0),
  },
  (table) => [
    check('appointment_types_duration_check', sql`${table.durationMinutes} between 10 and 480`),
    check('appointment_types_interval_check', sql`${table.slotIntervalMinutes} between 5 and 240`),
  ],
);

/**
 * A booking of one member with one trainer. `blocked` (start − buffer before, end + buffer after) of every
 * confirmed booking is kept apart per trainer by an EXCLUDE constraint (migration 0013): two members racing
 * for one slot cannot both commit, whatever the number of instances.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    trainerId: integer('trainer_id')
      .notNull()
      .references(() => trainers.id, { onDelete: 'restrict' }),
    typeId: integer('type_id')
      .notNull()
      .references(() => appointmentTypes.id, { onDelete: 'restrict' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    blocked: tstzrange('blocked').notNull(),
    status: text('status', { enum: ['confirmed', 'cancelled', 'completed', 'no_show'] })
      .notNull()
      .default('confirmed'),
    notes: text('notes'),
    /** The member's key for this booking: her retry of the same request answers the same booking. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** The month (YYYY-MM, Chile) whose plan allowance this booking used; null when it used none or was given back. */
    allowancePeriod: text('allowance_period'),
    /** Paid with a bought consultation (beyond the plan's); false again when a cancellation gives it back. */
    creditUsed: boolean('credit_used').notNull().default(false),
    rescheduleCount: smallint('reschedule_count').notNull().default(0),
    cancelledBy: text('cancelled_by', { enum: ['member', 'trainer', 'admin'] }),
    cancelReason: text('cancel_reason'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /**
     * Its own video room (ADR 0074): 244 random bits from two gen_random_uuid() (PostgreSQL's strong random),
     * drawn by the database for every row, so no insert can forget it and no two consultations share a room.
     */
    roomKey: text('room_key')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('appointments_member_key_idx').on(table.memberId, table.idempotencyKey),
    uniqueIndex('appointments_room_key_idx').on(table.roomKey),
    index('appointments_member_starts_idx').on(table.memberId, table.startsAt),
    index('appointments_trainer_starts_idx').on(table.trainerId, table.startsAt),
    // A care relationship's figures are one pair's appointments (ADR 0077).
    index('appointments_pair_idx').on(table.trainerId, table.memberId, table.startsAt),
    index('appointments_allowance_idx').on(table.memberId, table.allowancePeriod),
    index('appointments_starts_idx').on(table.startsAt, table.id),
    check('appointments_order_check', sql`${table.startsAt} < ${table.endsAt}`),
  ],
);

/**
 * Consultations a member bought (a paid cart order of a consultation pack): one row per order and product,
 * written in the payment's transaction; a refund revokes it. What is left is the sum of unrevoked rows
 * minus her appointments with `credit_used` (ADR 0041).
 */
export const consultationCredits = pgTable(
  'consultation_credits',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    quantity: integer('quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('consultation_credits_order_product_idx').on(table.orderId, table.productId),
    index('consultation_credits_user_idx').on(table.userId),
    check('consultation_credits_quantity_check', sql`${table.quantity} > 0`),
  ],
);

/**
 * A slot held for a member while she confirms (issue 20): a few minutes in which nobody else is offered or
 * can book it. One per member (a new hold replaces hers). Holds of one trainer never overlap (EXCLUDE,
 * migration 0017); an expired one is deleted by whoever needs its time. Bookings themselves are kept apart
 * by the appointments' own constraint: a hold is a courtesy, never what prevents a double booking.
 */
export const appointmentHolds = pgTable(
  'appointment_holds',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    trainerId: integer('trainer_id')
      .notNull()
      .references(() => trainers.id, { onDelete: 'cascade' }),
    typeId: integer('type_id')
      .notNull()
      .references(() => appointmentTypes.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    blocked: tstzrange('blocked').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('appointment_holds_member_idx').on(table.memberId)],
);

/**
 * Chile's public holidays (issue 45 §6): every professional is closed on them unless she set other hours
 * for that date (a date override is her exception). A table in the data, seeded by migration 0032 with the
 * legal holidays of 2026 and 2027 and edited by admins (a new year, a holiday the law adds or moves).
 */
export const publicHolidays = pgTable('public_holidays', {
  date: text('date').primaryKey(),
  name: text('name').notNull(),
  /** Ley 19.973's irrenunciables (1 de enero, 1 de mayo, 18 y 19 de septiembre, 25 de diciembre). */
  irrenunciable: boolean('irrenunciable').notNull().default(false),
});

/**
 * Which consultation types each professional offers (issue 45 §6): a psychologist is not offered for
 * "Consulta nutricional". A professional with no rows offers every type (the rule before this table, and
 * what a new card starts with); with rows, only those.
 */
export const trainerServices = pgTable(
  'trainer_services',
  {
    trainerId: integer('trainer_id')
      .notNull()
      .references(() => trainers.id, { onDelete: 'cascade' }),
    typeId: integer('type_id')
      .notNull()
      .references(() => appointmentTypes.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.trainerId, table.typeId] })],
);

/**
 * A visitor's request for the free first evaluation (issue 48 §1, ADR 0092), waiting for her to confirm it
 * from her e-mail. Nothing is booked and no account exists until she does: the request keeps who she said she
 * is and the time she chose, and only the hash of her link's token. A new request from the same address
 * replaces a pending one; rows past `expires_at` are deleted by the next request.
 */
export const evaluationRequests = pgTable(
  'evaluation_requests',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    trainerId: integer('trainer_id')
      .notNull()
      .references(() => trainers.id, { onDelete: 'cascade' }),
    typeId: integer('type_id')
      .notNull()
      .references(() => appointmentTypes.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set by her confirmation: a second click answers the same booking. */
    appointmentId: integer('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('evaluation_requests_email_idx').on(table.email)],
);
