import { boolean, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
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
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
});

export const courseSections = pgTable('course_sections', {
  id: serial('id').primaryKey(),
  courseId: integer('course_id')
    .notNull()
    .references(() => courses.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  title: text('title').notNull(),
  body: text('body').notNull(),
});

export const videos = pgTable('videos', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  category: text('category').notNull(),
  url: text('url').notNull(),
  thumbnail: text('thumbnail'),
  durationSeconds: integer('duration_seconds').notNull(),
  requiredPlan: requiredPlan(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
});

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
  /** Members see published resources only; a draft is the admin's until she publishes it. */
  status: text('status', { enum: ['draft', 'published'] })
    .notNull()
    .default('published'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const liveClasses = pgTable('live_classes', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  kind: text('kind', { enum: ['class', 'webinar'] }).notNull(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  trainerId: integer('trainer_id').references(() => trainers.id, { onDelete: 'set null' }),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  durationMinutes: integer('duration_minutes').notNull(),
  capacity: integer('capacity').notNull(),
  meetingUrl: text('meeting_url'),
  requiredPlan: requiredPlan(),
});
