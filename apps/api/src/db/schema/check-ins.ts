import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { AnswerValue, Cadence, Question } from '@vitalia/shared/check-ins';
import { trainers } from './catalog';
import { conversationMessages } from './conversations';
import { users } from './users';

/** A professional's check-in form (issue 46): its questions, fixed once made (answers refer to their ids). */
export const checkInForms = pgTable(
  'check_in_forms',
  {
    id: serial('id').primaryKey(),
    trainerId: integer('trainer_id')
      .notNull()
      .references(() => trainers.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    questions: jsonb('questions').$type<Question[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('check_in_forms_trainer_idx').on(table.trainerId, table.id)],
);

/** A form given to one client with a cadence; ended when the professional stops it or the care ends. */
export const checkInAssignments = pgTable(
  'check_in_assignments',
  {
    id: serial('id').primaryKey(),
    formId: integer('form_id')
      .notNull()
      .references(() => checkInForms.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    trainerId: integer('trainer_id')
      .notNull()
      .references(() => trainers.id, { onDelete: 'cascade' }),
    cadence: jsonb('cadence').$type<Cadence>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [
    // One running assignment of a form per client.
    uniqueIndex('check_in_assignments_active_idx')
      .on(table.memberId, table.formId)
      .where(sql`${table.endedAt} is null`),
    index('check_in_assignments_trainer_idx').on(table.trainerId, table.memberId),
  ],
);

/**
 * One due check-in: made when the previous one is answered or missed, so there is at most one open per
 * assignment. Answers are the member's own health data (erased with her account, ADR 0073).
 */
export const checkIns = pgTable(
  'check_ins',
  {
    id: serial('id').primaryKey(),
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => checkInAssignments.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    status: text('status', { enum: ['due', 'answered', 'missed', 'cancelled'] })
      .notNull()
      .default('due'),
    answers: jsonb('answers').$type<Record<string, AnswerValue>>(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    // Written with the reminder's bell item and e-mail, in one transaction: one reminder per due date.
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    comment: text('comment'),
    commentedAt: timestamp('commented_at', { withTimezone: true }),
    messageId: bigint('message_id', { mode: 'number' }).references(() => conversationMessages.id, {
      onDelete: 'set null',
    }),
  },
  (table) => [
    uniqueIndex('check_ins_due_idx').on(table.assignmentId, table.dueOn),
    index('check_ins_member_idx').on(table.memberId, table.status, table.dueOn),
    index('check_ins_open_idx')
      .on(table.dueOn)
      .where(sql`${table.status} = 'due'`),
  ],
);
