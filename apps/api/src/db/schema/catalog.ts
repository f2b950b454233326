import { bigint, boolean, integer, jsonb, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
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
  /** Days of free trial a member may take once (0: none); an admin sets it (ADR 0094). */
  trialDays: integer('trial_days').notNull().default(0),
});

/** The plan a content item needs: free < premium < prime (a grant opens it whatever the plan). */
export const REQUIRED_PLANS = ['free', 'premium', 'prime'] as const;
export const requiredPlan = () => text('required_plan', { enum: REQUIRED_PLANS }).notNull().default('free');

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
