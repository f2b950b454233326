import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
import { requiredPlan, trainers } from './catalog';
import { videos } from './videos';
import { resources } from './library';

/**
 * A course (issue 19): sections of ordered lessons, opened by its plan or bought on its own (a cart
 * product). Drafts are the staff's; `search` (migration 0020) is a stored tsvector like the e-books'.
 */
export const courses = pgTable('courses', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  category: text('category').notNull(),
  level: text('level', { enum: ['inicial', 'intermedio', 'avanzado'] }).notNull(),
  requiredPlan: requiredPlan(),
  isFeatured: boolean('is_featured').notNull().default(false),
  coverImage: text('cover_image'),
  durationMinutes: integer('duration_minutes').notNull(),
  trainerId: integer('trainer_id').references(() => trainers.id, { onDelete: 'set null' }),
  /**
   * Set by an admin only: the course opens its lessons' videos and e-books whatever their own plan (ADR 0059).
   * Without it a lesson never opens more than the item's own `required_plan` allows.
   */
  grantsContent: boolean('grants_content').notNull().default(false),
  status: text('status', { enum: ['draft', 'published'] })
    .notNull()
    .default('published'),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const courseSections = pgTable(
  'course_sections',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
  },
  (table) => [index('course_sections_course_idx').on(table.courseId, table.position)],
);

export const LESSON_KINDS = ['video', 'text', 'ebook'] as const;

/**
 * One lesson of a section: a video (its progress is the video's own), a text she marks as read, or an
 * e-book of the library. `drip_days` opens it that many days after her enrolment.
 */
export const courseLessons = pgTable(
  'course_lessons',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    sectionId: integer('section_id')
      .notNull()
      .references(() => courseSections.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    kind: text('kind', { enum: LESSON_KINDS }).notNull(),
    body: text('body').notNull().default(''),
    videoId: integer('video_id').references(() => videos.id, { onDelete: 'set null' }),
    resourceId: integer('resource_id').references(() => resources.id, { onDelete: 'set null' }),
    dripDays: integer('drip_days').notNull().default(0),
    durationMinutes: integer('duration_minutes').notNull().default(5),
  },
  (table) => [
    index('course_lessons_section_idx').on(table.sectionId, table.position),
    index('course_lessons_course_idx').on(table.courseId),
    check('course_lessons_drip_check', sql`${table.dripDays} between 0 and 365`),
  ],
);

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
