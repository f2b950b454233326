import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import {
  ADMIN_COURSES_PAGE_SIZE,
  type AdminCourseDetail,
  type CourseInput,
  type CourseOrder,
  type LessonInputParsed,
  type SectionInput,
} from '@vitalia/shared/courses';
import { COURSE_MESSAGES as M } from '@vitalia/shared/messages/courses';
import { AppError } from '../../../lib/app-error';
import type { AuditActor } from '../../../lib/audit-actor';
import { domainPlugin } from '../domain-plugin';
import { contentEditing, refusePublishWithout } from '../catalogue/content-editing';
import { presentAdmin, presentAdminDetail } from './course-presenter';
import type { CourseRow } from './courses-repository';
import { findLessonTarget, usableInCourse } from './lesson-targets';

/** How many videos or e-books the lesson editor's picker offers for one search. */
const LESSON_TARGETS_LIMIT = 20;

/**
 * Editing courses (issue 19): the admin's list of every course and a professional's of her own, the course
 * itself, and its outline of sections and lessons. Every change is audited in its own transaction.
 */
export function courseEditing(app: FastifyInstance) {
  const repo = app.coursesRepository;
  const kit = contentEditing(app, {
    entity: 'course',
    listKey: 'courses',
    messages: M,
    slugConstraint: 'courses_slug_unique',
    pageSize: ADMIN_COURSES_PAGE_SIZE,
    repository: repo,
    present: presentAdmin,
  });

  const adminDetail = async (id: number): Promise<AdminCourseDetail> => {
    const row = await kit.adminRow(id);
    const [sections, lessons, completions] = await Promise.all([
      repo.sectionsOf(id),
      repo.lessonsOf(id),
      repo.lessonCompletionCounts(id),
    ]);
    return presentAdminDetail(row, sections, lessons, completions);
  };

  /** Every outline change of one course runs under its row lock and is audited with it. */
  const outlineChange = async <T>(
    actor: AuditActor,
    courseId: number,
    action: string,
    work: (tx: Db) => Promise<T>,
  ) => {
    const result = await app.db.transaction(async (tx) => {
      if (!(await repo.lockCourse(courseId, tx))) throw AppError.notFound(M.notFound);
      const value = await work(tx);
      await repo.touchCourse(courseId, tx);
      await app.auditLog.append(actor, { action, entity: 'course', entityId: courseId }, tx);
      return value;
    });
    return { result, course: await adminDetail(courseId) };
  };

  /** A lesson points only at a published item of the team's or of the course's own professional (ADR 0059). */
  const checkLessonTargets = async (courseId: number, input: LessonInputParsed) => {
    if (input.kind === 'text') return;
    const course = await repo.findForAdmin(courseId);
    if (!course) throw AppError.notFound(M.notFound);
    const target = await findLessonTarget(app, {
      kind: input.kind,
      videoId: input.video_id,
      resourceId: input.resource_id,
    });
    const field = input.kind === 'video' ? 'video_id' : 'resource_id';
    if (!target) {
      const missing = input.kind === 'video' ? M.videoMissing : M.resourceMissing;
      throw AppError.badRequest(missing, { [field]: missing });
    }
    if (!usableInCourse(target, course.trainerId)) {
      const refused = input.kind === 'video' ? M.videoNotUsable : M.resourceNotUsable;
      throw AppError.badRequest(refused, { [field]: refused });
    }
  };

  const lessonValues = (input: LessonInputParsed) => ({
    sectionId: input.section_id,
    title: input.title,
    kind: input.kind,
    body: input.kind === 'text' ? input.body : '',
    videoId: input.kind === 'video' ? input.video_id : null,
    resourceId: input.kind === 'ebook' ? input.resource_id : null,
    dripDays: input.drip_days,
    durationMinutes: input.duration_minutes,
  });

  return {
    /** Every course (admins), or only those of one professional's team card (`trainerId`). */
    adminList: kit.adminList,
    adminDetail,
    assertMayEdit: kit.assertMayEdit,
    ownTrainerId: kit.ownTrainerId,

    /**
     * What a lesson may show, by title: published videos and e-books, only the team's and her own for a
     * professional (`ownerTrainerId`); every published one for an admin, whose save is checked against the
     * course's own professional (ADR 0059).
     */
    async lessonTargets(kind: 'video' | 'ebook', text: string | undefined, ownerTrainerId?: number) {
      const query = {
        text,
        status: 'published' as const,
        usableBy: ownerTrainerId,
        limit: LESSON_TARGETS_LIMIT,
        offset: 0,
      };
      const { rows } =
        kind === 'video'
          ? await app.videosRepository.listForAdmin(query)
          : await app.libraryRepository.listForAdmin(query);
      return rows.map((row) => ({ id: row.id, title: row.title }));
    },

    async create(actor: AuditActor, input: CourseInput): Promise<AdminCourseDetail> {
      refusePublishWithout(input.status, false, M.publishEmpty);
      const id = await kit.insertUnderFreeSlug(input.title, async (tx, slug) => {
        const row = await repo
          .insert(
            {
              slug,
              title: input.title,
              description: input.description,
              category: input.category,
              level: input.level,
              requiredPlan: input.required_plan,
              status: 'draft',
              isFeatured: input.featured,
              trainerId: input.trainer_id,
              grantsContent: input.grants_content ?? false,
              durationMinutes: 0,
            },
            tx,
          )
          .catch(foreignTrainer);
        await repo.setPrice(row, input.price_clp, tx);
        await app.auditLog.append(
          actor,
          { action: 'course.create', entity: 'course', entityId: row.id, after: auditable(input) },
          tx,
        );
        return row.id;
      });
      return adminDetail(id);
    },

    async update(actor: AuditActor, id: number, input: CourseInput): Promise<AdminCourseDetail> {
      const before = await kit.adminRow(id);
      refusePublishWithout(input.status, before.lessonsCount > 0, M.publishEmpty);
      await app.db.transaction(async (tx) => {
        const row = await repo
          .update(
            id,
            {
              title: input.title,
              description: input.description,
              category: input.category,
              level: input.level,
              requiredPlan: input.required_plan,
              status: input.status,
              isFeatured: input.featured,
              trainerId: input.trainer_id,
              grantsContent: input.grants_content,
            },
            tx,
          )
          .catch(foreignTrainer);
        if (!row) throw AppError.notFound(M.notFound);
        await repo.setPrice(row as CourseRow, input.price_clp, tx);
        await app.auditLog.append(
          actor,
          { action: 'course.update', entity: 'course', entityId: id, after: auditable(input) },
          tx,
        );
      });
      return adminDetail(id);
    },

    async addSection(actor: AuditActor, courseId: number, input: Required<SectionInput>) {
      return outlineChange(actor, courseId, 'course.section-add', (tx) =>
        repo.insertSection(courseId, { title: input.title, body: input.description }, tx),
      );
    },

    async updateSection(
      actor: AuditActor,
      courseId: number,
      sectionId: number,
      input: Required<SectionInput>,
    ) {
      return outlineChange(actor, courseId, 'course.section-update', async (tx) => {
        const row = await repo.updateSection(
          courseId,
          sectionId,
          { title: input.title, body: input.description },
          tx,
        );
        if (!row) throw AppError.notFound(M.sectionNotFound);
        return row;
      });
    },

    async deleteSection(actor: AuditActor, courseId: number, sectionId: number) {
      return outlineChange(actor, courseId, 'course.section-remove', async (tx) => {
        if (!(await repo.deleteSection(courseId, sectionId, tx))) throw AppError.notFound(M.sectionNotFound);
      });
    },

    async addLesson(actor: AuditActor, courseId: number, input: LessonInputParsed) {
      await checkLessonTargets(courseId, input);
      return outlineChange(actor, courseId, 'course.lesson-add', async (tx) => {
        const sections = await repo.sectionsOf(courseId, tx);
        if (!sections.some((section) => section.id === input.section_id))
          throw AppError.badRequest(M.sectionNotFound, { section_id: M.sectionNotFound });
        return repo.insertLesson({ courseId, ...lessonValues(input) }, tx);
      });
    },

    async updateLesson(actor: AuditActor, courseId: number, lessonId: number, input: LessonInputParsed) {
      await checkLessonTargets(courseId, input);
      return outlineChange(actor, courseId, 'course.lesson-update', async (tx) => {
        const sections = await repo.sectionsOf(courseId, tx);
        if (!sections.some((section) => section.id === input.section_id))
          throw AppError.badRequest(M.sectionNotFound, { section_id: M.sectionNotFound });
        const current = await repo.findLesson(courseId, lessonId, tx);
        if (!current) throw AppError.notFound(M.lessonNotFound);
        const values = lessonValues(input);
        // Moving to another section puts it last there; reordering is the order call's.
        const { sectionId, ...rest } = values;
        return repo.updateLesson(courseId, lessonId, sectionId === current.sectionId ? rest : values, tx);
      });
    },

    async deleteLesson(actor: AuditActor, courseId: number, lessonId: number) {
      return outlineChange(actor, courseId, 'course.lesson-remove', async (tx) => {
        if (!(await repo.deleteLesson(courseId, lessonId, tx))) throw AppError.notFound(M.lessonNotFound);
      });
    },

    /**
     * The whole outline's order at once (drag and drop, or the keyboard): every section and every lesson of
     * the course exactly once, else nothing changes (two editors racing: the second is told to reload).
     */
    async reorder(actor: AuditActor, courseId: number, order: CourseOrder) {
      return outlineChange(actor, courseId, 'course.reorder', async (tx) => {
        // One after the other: the transaction's connection answers one query at a time (ADR 0095).
        const sections = await repo.sectionsOf(courseId, tx);
        const lessons = await repo.lessonsOf(courseId, tx);
        const sentSections = order.sections.map((section) => section.id);
        const sentLessons = order.sections.flatMap((section) => section.lesson_ids);
        const same = (a: number[], b: number[]) =>
          a.length === b.length &&
          [...a].sort((x, y) => x - y).every((value, index) => value === [...b].sort((x, y) => x - y)[index]);
        if (
          !same(
            sentSections,
            sections.map((section) => section.id),
          ) ||
          !same(
            sentLessons,
            lessons.map((lesson) => lesson.id),
          )
        )
          throw AppError.conflict(M.orderMismatch);
        await repo.writeOrder(
          courseId,
          order.sections.map((section) => ({ id: section.id, lessonIds: section.lesson_ids })),
          tx,
        );
      });
    },
  };
}

/** A trainer id that names nobody is the admin's mistake, said in Spanish, not a 500. */
function foreignTrainer(error: unknown): never {
  if ((error as { code?: string }).code === '23503')
    throw AppError.badRequest(M.trainerMissing, { trainer_id: M.trainerMissing });
  throw error;
}

const auditable = (input: CourseInput) => ({
  title: input.title,
  category: input.category,
  level: input.level,
  required_plan: input.required_plan,
  status: input.status,
  featured: input.featured,
  trainer_id: input.trainer_id,
  grants_content: input.grants_content,
  price_clp: input.price_clp,
});

export type CourseEditing = ReturnType<typeof courseEditing>;

declare module 'fastify' {
  interface FastifyInstance {
    courseEditing: CourseEditing;
  }
}

export default domainPlugin('courseEditing', courseEditing, [
  'courses-repository',
  'videos-repository',
  'library-repository',
  'trainers-repository',
  'audit-log',
]);
