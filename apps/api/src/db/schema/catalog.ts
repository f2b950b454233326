import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
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

export const trainers = pgTable('trainers', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  specialization: text('specialization').notNull(),
  experienceYears: integer('experience_years').notNull(),
  bio: text('bio').notNull().default(''),
  /** The seed's generated illustration; shown until an admin uploads a photo. */
  profileImage: text('profile_image'),
  /** Storage key of the photo an admin uploaded (re-encoded WebP); wins over profile_image. */
  photoPath: text('photo_path'),
  introVideoUrl: text('intro_video_url'),
  /** The professional's number in the Superintendencia de Salud's registry of individual providers. */
  registryNumber: text('registry_number'),
  isActive: boolean('is_active').notNull().default(true),
  /** DESIGN difference 4: the landing shows featured trainers chosen by an admin. */
  isFeatured: boolean('is_featured').notNull().default(false),
  /** The IANA zone her hours are written in (issue 20); members see times in their own. */
  timeZone: text('time_zone').notNull().default('America/Santiago'),
});

export const plans = pgTable('plans', {
  id: serial('id').primaryKey(),
  code: text('code', { enum: ['free', 'premium', 'prime'] })
    .notNull()
    .unique(),
  name: text('name').notNull(),
  /** Monthly price in whole CLP, IVA included. */
  priceClp: integer('price_clp').notNull(),
  /** Paid once a year: twelve months for the price of ten. */
  yearlyPriceClp: integer('yearly_price_clp').notNull().default(0),
  description: text('description').notNull(),
  features: jsonb('features').$type<string[]>().notNull(),
  position: integer('position').notNull(),
  /** 1:1 consultations included per calendar month (issue 20); an admin sets it. */
  consultationsPerMonth: integer('consultations_per_month').notNull().default(0),
});

/** The plan a content item needs: free < premium < prime (a grant opens it whatever the plan). */
export const REQUIRED_PLANS = ['free', 'premium', 'prime'] as const;
const requiredPlan = () => text('required_plan', { enum: REQUIRED_PLANS }).notNull().default('free');

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

export const VIDEO_PROCESSING_STATES = ['none', 'queued', 'processing', 'ready', 'failed'] as const;

/**
 * A video (issue 19): either an uploaded file (kept as `source_path`, transcoded by a job into an HLS
 * ladder under `hls_prefix`) or a YouTube/Vimeo address played in an embed (free videos only, a CHECK).
 * `search` (migration 0019) is a stored tsvector like the e-books'.
 */
export const videos = pgTable(
  'videos',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    /** A YouTube or Vimeo address (free videos only); null for an uploaded video. */
    embedUrl: text('embed_url'),
    /** Storage key of the uploaded original; null until an admin uploads one. */
    sourcePath: text('source_path'),
    sourceSize: bigint('source_size', { mode: 'number' }),
    processing: text('processing', { enum: VIDEO_PROCESSING_STATES }).notNull().default('none'),
    /** Why there is no ladder: the job's Spanish error, or that ffmpeg is not installed. */
    processingError: text('processing_error'),
    /** Storage prefix of the HLS ladder (`videos/<id>-<random>/`), and the renditions in it. */
    hlsPrefix: text('hls_prefix'),
    renditions: jsonb('renditions').$type<string[]>().notNull().default([]),
    posterPath: text('poster_path'),
    captionsPath: text('captions_path'),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    requiredPlan: requiredPlan(),
    /** The professional who publishes it (her own videos at /trainer/videos); null for the team's. */
    trainerId: integer('trainer_id').references(() => trainers.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['draft', 'published'] })
      .notNull()
      .default('published'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('videos_status_published_idx').on(table.status, table.publishedAt, table.id),
    check(
      'videos_embed_free_check',
      sql`(${table.embedUrl} is null or (${table.requiredPlan} = 'free' and ${table.sourcePath} is null))`,
    ),
  ],
);

export const resources = pgTable('resources', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  category: text('category').notNull(),
  /** Storage key of the PDF (sniffed on upload, ≤ 50 MB); null until an admin uploads it. */
  filePath: text('file_path'),
  fileSize: integer('file_size'),
  pages: integer('pages'),
  /** Storage key of the cover an admin uploaded (re-encoded WebP). */
  coverPath: text('cover_path'),
  /** Storage key of the cover made from the PDF's first page (a job, when pdftoppm is installed). */
  generatedCoverPath: text('generated_cover_path'),
  requiredPlan: requiredPlan(),
  /** The professional who publishes it (her own e-books at /trainer/ebooks); null for the team's. */
  trainerId: integer('trainer_id').references(() => trainers.id, { onDelete: 'set null' }),
  /** Members see published resources only; a draft is the staff's until it is published. */
  status: text('status', { enum: ['draft', 'published'] })
    .notNull()
    .default('published'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

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

/** A PostgreSQL `tstzrange`, carried as its text form; the repository writes it with `tstzrange(a, b)`. */
const tstzrange = customType<{ data: string; driverData: string }>({ dataType: () => 'tstzrange' });

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

/**
 * One row whose `version` grows with every committed change to what the member catalogues show (courses,
 * their sections and lessons, videos, e-books, trainers, products): a deferred trigger per row of those
 * tables bumps it at commit (migration 0021). The lists' page cache is valid while the version it was read
 * at is still the current one (ADR 0044).
 */
export const catalogueVersion = pgTable('catalogue_version', {
  id: smallint('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
