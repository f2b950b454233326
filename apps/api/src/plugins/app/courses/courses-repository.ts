/* eslint-disable max-lines -- every query of the course tables (courses, sections, lessons, enrolments, completions, certificates) in one place; split by table family when it next grows. */
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { boundedSearchText } from '../../../lib/web-search';
import {
  certificates,
  courseEnrollments,
  courseLessons,
  courseSections,
  courses,
  lessonCompletions,
  products,
  resources,
  trainers,
  users,
  videoProgress,
  videos,
} from '../../../db/schema/index';
import { contentTableQueries, setContentPrice, type AdminListFilter } from '../catalogue/content-repository';
import { domainPlugin } from '../domain-plugin';
import { overlayReader } from '../catalogue/catalogue-pages';
import { catalogueStateColumns } from '../catalogue/catalogue-repository';

export type CourseRow = typeof courses.$inferSelect;
export type LessonRow = typeof courseLessons.$inferSelect;
export type SectionRow = typeof courseSections.$inferSelect;
type NewCourse = Pick<
  typeof courses.$inferInsert,
  | 'slug'
  | 'title'
  | 'description'
  | 'category'
  | 'level'
  | 'requiredPlan'
  | 'status'
  | 'isFeatured'
  | 'trainerId'
  | 'grantsContent'
>;

/** A course as every member's list shows it: trainer, price when sold on its own, lessons. */
export interface CourseCatalogueRow extends CourseRow {
  trainerName: string | null;
  trainerSlug: string | null;
  trainerUserId: number | null;
  productId: number | null;
  priceClp: number | null;
  lessonsCount: number;
  lessonMinutes: number;
}

/** One member's state in one course. */
export interface LearnerState {
  enrolledAt: Date | null;
  completedAt: Date | null;
  lessonsDone: number;
}

export const NOT_ENROLLED: LearnerState = { enrolledAt: null, completedAt: null, lessonsDone: 0 };

/** A course as a list shows it to one member: with her own state. */
export interface CourseListRow extends CourseCatalogueRow, LearnerState {}

export interface AdminCourseRow extends CourseListRow {
  enrollments: number;
  completions: number;
}

/**
 * The e-books' Spanish search on the courses' stored vector (migration 0020), or a typo of a title word
 * (`<%`, indexed; with the connection's typo threshold). ANDed, so parenthesised.
 */
export function courseMatches(text: string): SQL {
  return sql`("courses".search @@ websearch_to_tsquery('vitalia_es', ${boundedSearchText(text)})
    or vitalia_unaccent(${text}) <% vitalia_unaccent("courses"."title"))`;
}

const rankFor = (text: string) =>
  sql`ts_rank("courses".search, websearch_to_tsquery('vitalia_es', ${boundedSearchText(text)}))`;

/** The course's own active cart product, when it is sold on its own. */
export const onSale = and(
  eq(products.courseId, courses.id),
  eq(products.kind, 'course'),
  eq(products.isActive, true),
);

/** A course as every list shows it: its trainer, price and lesson figures. */
export const catalogueColumns = () => ({
  ...getTableColumns(courses),
  trainerName: trainers.name,
  trainerSlug: trainers.slug,
  trainerUserId: trainers.userId,
  productId: products.id,
  priceClp: products.priceClp,
  lessonsCount:
    sql<number>`(select count(*) from "course_lessons" cl where cl.course_id = "courses"."id")`.mapWith(
      Number,
    ),
  lessonMinutes:
    sql<number>`(select coalesce(sum(cl.duration_minutes), 0) from "course_lessons" cl where cl.course_id = "courses"."id")`.mapWith(
      Number,
    ),
});

const learnerColumns = (viewerId: number | Placeholder) => ({
  enrolledAt: courseEnrollments.enrolledAt,
  completedAt: courseEnrollments.completedAt,
  lessonsDone:
    sql<number>`(select count(*) from "lesson_completions" lc where lc.course_id = "courses"."id" and lc.user_id = ${viewerId})`.mapWith(
      Number,
    ),
});

const listColumns = (viewerId: number) => ({ ...catalogueColumns(), ...learnerColumns(viewerId) });

export function coursesRepository(db: Db) {
  const listQuery = (viewerId: number, tx: Db = db) =>
    tx
      .select(listColumns(viewerId))
      .from(courses)
      .leftJoin(trainers, eq(trainers.id, courses.trainerId))
      .leftJoin(products, onSale)
      .leftJoin(
        courseEnrollments,
        and(eq(courseEnrollments.courseId, courses.id), eq(courseEnrollments.userId, viewerId)),
      );

  // Asked on every list request, with the catalogue's state (ADR 0044), so prepared once.
  const overlayQuery = db
    .select({
      id: courses.id,
      ...learnerColumns(sql.placeholder('viewerId')),
      ...catalogueStateColumns('course'),
    })
    .from(courses)
    .leftJoin(
      courseEnrollments,
      and(
        eq(courseEnrollments.courseId, courses.id),
        eq(courseEnrollments.userId, sql.placeholder('viewerId')),
      ),
    )
    .where(sql`${courses.id} = any(${sql.placeholder('ids')})`)
    .prepare('catalogue_course_overlay');

  return {
    ...contentTableQueries(courses, db),

    /** Puts the course on sale at its price, or off sale (catalogue/content-repository). */
    setPrice: (course: CourseRow, priceClp: number | null, tx: Db = db) =>
      setContentPrice('course', course, priceClp, tx),

    /** One page of published courses as everyone sees it (a member's own state is `learnerStateOf`'s). */
    async listPublished(options: {
      text?: string;
      category?: string;
      level?: 'inicial' | 'intermedio' | 'avanzado';
      plan?: 'free' | 'premium' | 'prime';
      featured?: boolean;
      limit: number;
      offset: number;
    }): Promise<{ rows: CourseCatalogueRow[]; total: number }> {
      const { text } = options;
      const where = and(
        eq(courses.status, 'published'),
        options.category ? eq(courses.category, options.category) : undefined,
        options.level ? eq(courses.level, options.level) : undefined,
        options.plan ? eq(courses.requiredPlan, options.plan) : undefined,
        options.featured ? eq(courses.isFeatured, true) : undefined,
        text ? courseMatches(text) : undefined,
      );
      // The page's ids first (index-served), then its rows with their figures: the figures' subqueries run
      // for twelve courses, not for every match, and the count is a query of its own.
      const [page, [counted]] = await Promise.all([
        db
          .select({ id: courses.id })
          .from(courses)
          .where(where)
          .orderBy(
            ...(text ? [desc(rankFor(text))] : []),
            desc(courses.isFeatured),
            asc(courses.title),
            asc(courses.id),
          )
          .limit(options.limit)
          .offset(options.offset),
        db.select({ total: count() }).from(courses).where(where),
      ]);
      const ids = page.map((row) => row.id);
      const rows =
        ids.length > 0
          ? await db
              .select(catalogueColumns())
              .from(courses)
              .leftJoin(trainers, eq(trainers.id, courses.trainerId))
              .leftJoin(products, onSale)
              .where(inArray(courses.id, ids))
          : [];
      rows.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
      return { rows, total: counted?.total ?? 0 };
    },

    /** One member's enrolment and lessons done in some courses (a list page's), with the catalogue's state. */
    viewerOverlay: overlayReader(overlayQuery, ({ enrolledAt, completedAt, lessonsDone }) => ({
      enrolledAt,
      completedAt,
      lessonsDone,
    })),

    async findForViewer(id: number, viewerId: number): Promise<CourseListRow | null> {
      const [row] = await listQuery(viewerId).where(eq(courses.id, id)).limit(1);
      return row ?? null;
    },

    async myCourses(userId: number): Promise<(CourseListRow & { lastLessonId: number | null })[]> {
      return db
        .select({ ...listColumns(userId), lastLessonId: courseEnrollments.lastLessonId })
        .from(courses)
        .innerJoin(
          courseEnrollments,
          and(eq(courseEnrollments.courseId, courses.id), eq(courseEnrollments.userId, userId)),
        )
        .leftJoin(trainers, eq(trainers.id, courses.trainerId))
        .leftJoin(products, onSale)
        .orderBy(desc(courseEnrollments.lastActivityAt))
        .limit(100);
    },

    async sectionsOf(courseId: number, tx: Db = db): Promise<SectionRow[]> {
      return tx
        .select()
        .from(courseSections)
        .where(eq(courseSections.courseId, courseId))
        .orderBy(asc(courseSections.position), asc(courseSections.id));
    },

    /** Every lesson of a course in reading order (section, then lesson position). */
    async lessonsOf(
      courseId: number,
      tx: Db = db,
    ): Promise<(LessonRow & { sectionPosition: number; targetTitle: string | null })[]> {
      return tx
        .select({
          ...getTableColumns(courseLessons),
          sectionPosition: courseSections.position,
          // What a video or e-book lesson points at, by name: the editor shows it before any search.
          targetTitle: sql<string | null>`coalesce(${videos.title}, ${resources.title})`,
        })
        .from(courseLessons)
        .innerJoin(courseSections, eq(courseSections.id, courseLessons.sectionId))
        .leftJoin(videos, eq(videos.id, courseLessons.videoId))
        .leftJoin(resources, eq(resources.id, courseLessons.resourceId))
        .where(eq(courseLessons.courseId, courseId))
        .orderBy(
          asc(courseSections.position),
          asc(courseSections.id),
          asc(courseLessons.position),
          asc(courseLessons.id),
        );
    },

    async completedLessonIds(userId: number, courseId: number): Promise<Set<number>> {
      const rows = await db
        .select({ lessonId: lessonCompletions.lessonId })
        .from(lessonCompletions)
        .where(and(eq(lessonCompletions.userId, userId), eq(lessonCompletions.courseId, courseId)));
      return new Set(rows.map((row) => row.lessonId));
    },

    async videoPositions(userId: number, videoIds: number[]): Promise<Map<number, number>> {
      if (videoIds.length === 0) return new Map();
      const rows = await db
        .select({ videoId: videoProgress.videoId, position: videoProgress.positionSeconds })
        .from(videoProgress)
        .where(and(eq(videoProgress.userId, userId), inArray(videoProgress.videoId, videoIds)));
      return new Map(rows.map((row) => [row.videoId, row.position]));
    },

    async enrollment(userId: number, courseId: number) {
      const [row] = await db
        .select()
        .from(courseEnrollments)
        .where(and(eq(courseEnrollments.userId, userId), eq(courseEnrollments.courseId, courseId)))
        .limit(1);
      return row ?? null;
    },

    /** Enrols her once: a repeated or racing enrolment is the same row. Answers whether it was new. */
    async enroll(userId: number, courseId: number): Promise<boolean> {
      const inserted = await db
        .insert(courseEnrollments)
        .values({ userId, courseId })
        .onConflictDoNothing()
        .returning({ userId: courseEnrollments.userId });
      return inserted.length > 0;
    },

    async touch(userId: number, courseId: number, lessonId: number): Promise<void> {
      await db
        .update(courseEnrollments)
        .set({ lastLessonId: lessonId, lastActivityAt: sql`now()` })
        .where(and(eq(courseEnrollments.userId, userId), eq(courseEnrollments.courseId, courseId)));
    },

    /**
     * When every lesson is complete: marks the enrolment and issues the one certificate (unique per member
     * and course, so racing completions make one). Answers the certificate, new or existing, or null; the
     * caller's transaction commits it with her notice.
     */
    async completeCourse(
      userId: number,
      courseId: number,
      certificate: { code: string; memberName: string; courseTitle: string; trainerName: string | null },
      /** The lesson just done, recorded in the same transaction as the certificate (issue 43 §6). */
      lessonId: number | undefined,
      tx: Tx,
    ): Promise<{ certificate: typeof certificates.$inferSelect; issuedNow: boolean } | null> {
      {
        if (lessonId !== undefined)
          await tx.insert(lessonCompletions).values({ userId, lessonId, courseId }).onConflictDoNothing();
        const [totals] = await tx
          .select({
            lessons:
              sql<number>`(select count(*) from "course_lessons" cl where cl.course_id = ${courseId})`.mapWith(
                Number,
              ),
            done: sql<number>`(select count(*) from "lesson_completions" lc join "course_lessons" cl on cl.id = lc.lesson_id where lc.course_id = ${courseId} and lc.user_id = ${userId})`.mapWith(
              Number,
            ),
          })
          .from(sql`(select 1) as one`);
        if (!totals || totals.lessons === 0 || totals.done < totals.lessons) return null;
        await tx
          .update(courseEnrollments)
          .set({ completedAt: sql`coalesce(${courseEnrollments.completedAt}, now())` })
          .where(and(eq(courseEnrollments.userId, userId), eq(courseEnrollments.courseId, courseId)));
        const [created] = await tx
          .insert(certificates)
          .values({ userId, courseId, ...certificate })
          .onConflictDoNothing()
          .returning();
        const [issued] = await tx
          .select()
          .from(certificates)
          .where(and(eq(certificates.userId, userId), eq(certificates.courseId, courseId)));
        return issued ? { certificate: issued, issuedNow: Boolean(created) } : null;
      }
    },

    async certificateOf(userId: number, courseId: number) {
      const [row] = await db
        .select()
        .from(certificates)
        .where(and(eq(certificates.userId, userId), eq(certificates.courseId, courseId)))
        .limit(1);
      return row ?? null;
    },

    async certificatesOf(userId: number) {
      return db
        .select()
        .from(certificates)
        .where(eq(certificates.userId, userId))
        .orderBy(desc(certificates.issuedAt))
        .limit(200);
    },

    async certificateByCode(code: string) {
      const [row] = await db.select().from(certificates).where(eq(certificates.code, code)).limit(1);
      return row ?? null;
    },

    async memberEmail(userId: number, tx: Db = db): Promise<string | null> {
      const [row] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
      return row?.email ?? null;
    },

    async memberName(userId: number): Promise<string> {
      const [row] = await db
        .select({ first: users.firstName, last: users.lastName })
        .from(users)
        .where(eq(users.id, userId));
      return [row?.first, row?.last].filter(Boolean).join(' ').trim() || 'Socia Vitalia';
    },

    /** The course she worked on last and has not finished: her "Continuar". */
    async latestCourse(userId: number) {
      const [row] = await db
        .select({
          id: courses.id,
          title: courses.title,
          lessonId: courseEnrollments.lastLessonId,
          at: courseEnrollments.lastActivityAt,
        })
        .from(courseEnrollments)
        .innerJoin(courses, eq(courses.id, courseEnrollments.courseId))
        .where(
          and(
            eq(courseEnrollments.userId, userId),
            eq(courses.status, 'published'),
            isNotNull(courseEnrollments.lastLessonId),
            sql`${courseEnrollments.completedAt} is null`,
          ),
        )
        .orderBy(desc(courseEnrollments.lastActivityAt))
        .limit(1);
      return row ?? null;
    },

    // Admin.

    async listForAdmin(options: AdminListFilter) {
      const rows = await db
        .select({ ...adminColumns(), total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(courses)
        .leftJoin(trainers, eq(trainers.id, courses.trainerId))
        .leftJoin(products, onSale)
        .leftJoin(courseEnrollments, sql`false`)
        .where(
          and(
            options.status ? eq(courses.status, options.status) : undefined,
            options.text ? courseMatches(options.text) : undefined,
            options.trainerId !== undefined ? eq(courses.trainerId, options.trainerId) : undefined,
          ),
        )
        .orderBy(desc(courses.updatedAt), desc(courses.id))
        .limit(options.limit)
        .offset(options.offset);
      return { rows, total: rows[0]?.total ?? 0 };
    },

    async findForAdmin(id: number, tx: Db = db): Promise<AdminCourseRow | null> {
      const [row] = await tx
        .select(adminColumns())
        .from(courses)
        .leftJoin(trainers, eq(trainers.id, courses.trainerId))
        .leftJoin(products, onSale)
        .leftJoin(courseEnrollments, sql`false`)
        .where(eq(courses.id, id))
        .limit(1);
      return row ?? null;
    },

    async lessonCompletionCounts(courseId: number): Promise<Map<number, number>> {
      const rows = await db
        .select({ lessonId: lessonCompletions.lessonId, n: count() })
        .from(lessonCompletions)
        .where(eq(lessonCompletions.courseId, courseId))
        .groupBy(lessonCompletions.lessonId);
      return new Map(rows.map((row) => [row.lessonId, row.n]));
    },

    async insert(values: NewCourse & { durationMinutes: number }, tx: Db = db): Promise<CourseRow> {
      const [row] = await tx.insert(courses).values(values).returning();
      if (!row) throw new Error('course insert returned nothing');
      return row;
    },

    async update(id: number, values: Omit<NewCourse, 'slug'>, tx: Db = db): Promise<CourseRow | null> {
      const [row] = await tx
        .update(courses)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(courses.id, id))
        .returning();
      return row ?? null;
    },

    async touchCourse(id: number, tx: Db = db): Promise<void> {
      const minutes = sql`(select coalesce(sum(cl.duration_minutes), 0) from "course_lessons" cl where cl.course_id = ${id})`;
      await tx
        .update(courses)
        .set({ updatedAt: sql`now()`, durationMinutes: minutes })
        .where(eq(courses.id, id));
    },

    async insertSection(courseId: number, values: { title: string; body: string }, tx: Db = db) {
      const [row] = await tx
        .insert(courseSections)
        .values({
          courseId,
          ...values,
          position: sql`(select coalesce(max(position), 0) + 1 from "course_sections" where course_id = ${courseId})`,
        })
        .returning();
      return row;
    },

    async updateSection(
      courseId: number,
      sectionId: number,
      values: { title: string; body: string },
      tx: Db = db,
    ) {
      const [row] = await tx
        .update(courseSections)
        .set(values)
        .where(and(eq(courseSections.id, sectionId), eq(courseSections.courseId, courseId)))
        .returning();
      return row ?? null;
    },

    async deleteSection(courseId: number, sectionId: number, tx: Db = db) {
      const [row] = await tx
        .delete(courseSections)
        .where(and(eq(courseSections.id, sectionId), eq(courseSections.courseId, courseId)))
        .returning({ id: courseSections.id });
      return Boolean(row);
    },

    async insertLesson(values: Omit<typeof courseLessons.$inferInsert, 'position'>, tx: Db = db) {
      const [row] = await tx
        .insert(courseLessons)
        .values({
          ...values,
          position: sql`(select coalesce(max(position), 0) + 1 from "course_lessons" where section_id = ${values.sectionId})`,
        })
        .returning();
      return row;
    },

    async findLesson(courseId: number, lessonId: number, tx: Db = db) {
      const [row] = await tx
        .select()
        .from(courseLessons)
        .where(and(eq(courseLessons.id, lessonId), eq(courseLessons.courseId, courseId)))
        .limit(1);
      return row ?? null;
    },

    async updateLesson(
      courseId: number,
      lessonId: number,
      values: Partial<Omit<typeof courseLessons.$inferInsert, 'id' | 'courseId'>>,
      tx: Db = db,
    ) {
      const [row] = await tx
        .update(courseLessons)
        .set(values)
        .where(and(eq(courseLessons.id, lessonId), eq(courseLessons.courseId, courseId)))
        .returning();
      return row ?? null;
    },

    async deleteLesson(courseId: number, lessonId: number, tx: Db = db) {
      const [row] = await tx
        .delete(courseLessons)
        .where(and(eq(courseLessons.id, lessonId), eq(courseLessons.courseId, courseId)))
        .returning({ id: courseLessons.id });
      return Boolean(row);
    },

    /** Writes a whole order (sections and the lessons in each) of one course, in the caller's transaction. */
    async writeOrder(courseId: number, order: { id: number; lessonIds: number[] }[], tx: Db) {
      for (const [index, section] of order.entries()) {
        await tx
          .update(courseSections)
          .set({ position: index + 1 })
          .where(and(eq(courseSections.id, section.id), eq(courseSections.courseId, courseId)));
        for (const [lessonIndex, lessonId] of section.lessonIds.entries())
          await tx
            .update(courseLessons)
            .set({ position: lessonIndex + 1, sectionId: section.id })
            .where(and(eq(courseLessons.id, lessonId), eq(courseLessons.courseId, courseId)));
      }
    },

    /** Locks the course row: edits of its outline by two admins at once are applied one after the other. */
    async lockCourse(id: number, tx: Db): Promise<boolean> {
      const [row] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, id)).for('update');
      return Boolean(row);
    },
  };
}

function adminColumns() {
  return {
    ...listColumns(0),
    enrollments:
      sql<number>`(select count(*) from "course_enrollments" ce where ce.course_id = "courses"."id")`.mapWith(
        Number,
      ),
    completions:
      sql<number>`(select count(*) from "course_enrollments" ce where ce.course_id = "courses"."id" and ce.completed_at is not null)`.mapWith(
        Number,
      ),
  };
}

export type CoursesRepository = ReturnType<typeof coursesRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    coursesRepository: CoursesRepository;
  }
}

export default domainPlugin('coursesRepository', (app) => coursesRepository(app.db), ['database']);
