import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';
import { courseLessons, courses } from './catalog';

/** A member taking a course (issue 19): when she enrolled (drip counts from here) and where she was last. */
export const courseEnrollments = pgTable(
  'course_enrollments',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull().defaultNow(),
    lastLessonId: integer('last_lesson_id').references(() => courseLessons.id, { onDelete: 'set null' }),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.courseId] }),
    index('course_enrollments_course_idx').on(table.courseId),
    index('course_enrollments_user_activity_idx').on(table.userId, table.lastActivityAt),
  ],
);

/** A lesson she finished: a text marked read, an e-book opened to its end, a video watched to 90 %. */
export const lessonCompletions = pgTable(
  'lesson_completions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => courseLessons.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.lessonId] }),
    index('lesson_completions_course_idx').on(table.courseId, table.userId),
  ],
);

/**
 * A certificate of a completed course: one per member and course, enforced here (a double click never
 * makes two). What it says is kept as issued (her name, the course, the trainer), so a later rename does
 * not change a document already handed out; `code` is the public verification address.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    memberName: text('member_name').notNull(),
    courseTitle: text('course_title').notNull(),
    trainerName: text('trainer_name'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('certificates_code_idx').on(table.code),
    uniqueIndex('certificates_user_course_idx').on(table.userId, table.courseId),
  ],
);
