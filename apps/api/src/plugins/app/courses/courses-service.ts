import type { FastifyInstance } from 'fastify';
import {
  ADMIN_COURSES_PAGE_SIZE,
  COURSES_PAGE_SIZE,
  coursePercent,
  type AdminCourse,
  type AdminCourseDetail,
  type AdminCoursesQuery,
  type CourseCard,
  type CourseDetailResponse,
  type CourseInput,
  type CourseOrder,
  type CoursesQuery,
  type CoursesResponse,
  type LessonInputParsed,
  type LessonProgressResponse,
  type LessonResponse,
  type MyCourse,
  type Section,
  type SectionInput,
} from '@vitalia/shared/courses';
import type { VideoProgressInput } from '@vitalia/shared/videos';
import { READ_LINK_TTL_SECONDS } from '@vitalia/shared/library';
import { COURSE_MESSAGES as M } from '@vitalia/shared/messages/courses';
import { hasPlan } from '@vitalia/shared/permissions';
import { formatLongDateTime } from '@vitalia/shared/dates';
import { AppError } from '../../../lib/app-error';
import { freeSlug, insertWithFreeSlug } from '../../../lib/free-slug';
import type { AuditActor } from '../admin/audit-log';
import { domainPlugin } from '../domain-plugin';
import { ownTrainerCard } from '../trainers/own-content';
import { grantedItemIds, planRequired, type Viewer } from '../entitlements/entitlements';
import { findLessonTarget, lessonOpensTarget, usableInCourse, type LessonTarget } from './lesson-targets';
import { slugOf } from '../library/library-service';
import { certificateCode, renderCertificate } from './certificate-pdf';
import { mailLayout } from '../mail/mail-layout';
import type { Db } from '../../../db/client';
import {
  NOT_ENROLLED,
  type AdminCourseRow,
  type CourseCatalogueRow,
  type CourseListRow,
  type CourseRow,
  type LessonRow,
} from './courses-repository';

const DAY_MS = 86_400_000;
/** How many videos or e-books the lesson editor's picker offers for one search. */
const LESSON_TARGETS_LIMIT = 20;

const isStaffFor = (viewer: Viewer, row: CourseCatalogueRow) =>
  viewer.role === 'admin' || (row.trainerUserId !== null && row.trainerUserId === viewer.id);

function presentCard(row: CourseListRow, locked: boolean): CourseCard {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    category: row.category,
    level: row.level,
    required_plan: row.requiredPlan,
    featured: row.isFeatured,
    trainer: row.trainerName && row.trainerSlug ? { name: row.trainerName, slug: row.trainerSlug } : null,
    lessons_count: row.lessonsCount,
    duration_minutes: row.lessonMinutes || row.durationMinutes,
    product:
      row.productId !== null && row.priceClp !== null ? { id: row.productId, price_clp: row.priceClp } : null,
    locked,
    enrolled: row.enrolledAt !== null,
    progress_percent: row.enrolledAt ? coursePercent(row.lessonsDone, row.lessonsCount) : null,
    completed: row.completedAt !== null,
  };
}

function presentAdmin(row: AdminCourseRow): AdminCourse {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    category: row.category,
    level: row.level,
    required_plan: row.requiredPlan,
    status: row.status,
    featured: row.isFeatured,
    trainer_id: row.trainerId,
    trainer_name: row.trainerName,
    grants_content: row.grantsContent,
    price_clp: row.priceClp,
    lessons_count: row.lessonsCount,
    enrollments: row.enrollments,
    completions: row.completions,
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * Courses (issue 19): members enrol in what their plan or a purchase opens, take lessons in order (some open
 * days after enrolment), and get one certificate when every lesson is done. Every answer is decided here or
 * by the route's entitlement gate; a lesson's content is never sent to someone who may not open it.
 */
export function coursesService(app: FastifyInstance, options: { publicUrl: string }) {
  const repo = app.coursesRepository;

  const opensWith = (viewer: Viewer, held: ReadonlySet<number>) => (row: CourseCatalogueRow) =>
    isStaffFor(viewer, row) ||
    hasPlan({ role: viewer.role, plan: viewer.planType }, row.requiredPlan) ||
    held.has(row.id);
  const opensFor = async (viewer: Viewer) =>
    opensWith(viewer, new Set(await grantedItemIds(app.db, viewer.id, 'course')));

  /** Drafts exist only for staff; anyone else gets the same 404 as for a missing id. */
  const visibleRow = async (viewer: Viewer, id: number): Promise<CourseListRow> => {
    const row = await repo.findForViewer(id, viewer.id);
    if (!row || (row.status === 'draft' && !isStaffFor(viewer, row))) throw AppError.notFound(M.notFound);
    return row;
  };

  /** When a lesson opens for her: at enrolment plus its drip days (staff: always). */
  const opensAt = (lesson: LessonRow, enrolledAt: Date | null) =>
    enrolledAt ? new Date(enrolledAt.getTime() + lesson.dripDays * DAY_MS) : null;

  const outline = async (viewer: Viewer, row: CourseListRow, locked: boolean) => {
    const [sections, lessons, done] = await Promise.all([
      repo.sectionsOf(row.id),
      repo.lessonsOf(row.id),
      repo.completedLessonIds(viewer.id, row.id),
    ]);
    const staff = isStaffFor(viewer, row);
    const now = Date.now();
    const summarize = (lesson: LessonRow) => {
      const at = opensAt(lesson, row.enrolledAt);
      const open = staff || (!locked && at !== null && at.getTime() <= now);
      return {
        id: lesson.id,
        title: lesson.title,
        kind: lesson.kind,
        duration_minutes: lesson.durationMinutes,
        open,
        opens_at: !open && at && at.getTime() > now ? at.toISOString() : null,
        completed: done.has(lesson.id),
      };
    };
    const result: Section[] = sections.map((section) => ({
      id: section.id,
      title: section.title,
      description: section.body,
      lessons: lessons.filter((lesson) => lesson.sectionId === section.id).map(summarize),
    }));
    return { sections: result, lessons, done };
  };

  /** Her "Continuar": the lesson she was on (with the video's second), else the first open one not done. */
  const continueFor = async (
    viewer: Viewer,
    lessons: LessonRow[],
    done: Set<number>,
    lastLessonId: number | null,
    sections: Section[],
  ) => {
    const openIds = new Set(
      sections.flatMap((section) => section.lessons.filter((l) => l.open).map((l) => l.id)),
    );
    const last = lessons.find(
      (lesson) => lesson.id === lastLessonId && openIds.has(lesson.id) && !done.has(lesson.id),
    );
    const next = last ?? lessons.find((lesson) => openIds.has(lesson.id) && !done.has(lesson.id));
    if (!next) return null;
    const positions = next.videoId
      ? await repo.videoPositions(viewer.id, [next.videoId])
      : new Map<number, number>();
    return {
      lesson_id: next.id,
      lesson_title: next.title,
      position_seconds: next.videoId ? (positions.get(next.videoId) ?? 0) : 0,
    };
  };

  /** The course and lesson she asked for, if she may open it now: enrolled (or staff) and its drip day came. */
  const openLesson = async (viewer: Viewer, courseId: number, lessonId: number) => {
    const row = await visibleRow(viewer, courseId);
    const lesson = await repo.findLesson(courseId, lessonId);
    if (!lesson) throw AppError.notFound(M.lessonNotFound);
    if (!isStaffFor(viewer, row)) {
      if (!row.enrolledAt) throw AppError.forbidden(M.notEnrolled);
      const at = opensAt(lesson, row.enrolledAt);
      if (at && at.getTime() > Date.now()) throw AppError.forbidden(M.dripLocked(formatLongDateTime(at)));
    }
    return { row, lesson };
  };

  /**
   * The video or e-book behind an open lesson, if it may open for her (ADR 0059): null for a reading;
   * 'unavailable' when the item is unpublished or not the course owner's to use (any more); a plan 403 when
   * neither the item's own plan, a grant of it, nor a course marked as granting opens it.
   */
  const openTarget = async (
    viewer: Viewer,
    row: CourseListRow,
    lesson: LessonRow,
  ): Promise<LessonTarget | 'unavailable' | null> => {
    if (lesson.kind === 'text') return null;
    const target = await findLessonTarget(app, lesson);
    if (!target || !usableInCourse(target, row.trainerId)) return 'unavailable';
    if (!isStaffFor(viewer, row) && !(await lessonOpensTarget(app, viewer, target, row)))
      throw planRequired(target.requiredPlan);
    return target;
  };

  /** Progress is only recorded for a lesson whose item still opens through the course. */
  const assertTargetOpens = async (viewer: Viewer, row: CourseListRow, lesson: LessonRow) => {
    if ((await openTarget(viewer, row, lesson)) === 'unavailable') throw AppError.conflict(M.lessonNotReady);
  };

  const base = options.publicUrl.replace(/\/$/, '');
  /** Her certificate, by e-mail and on the bell, committed with the certificate itself. */
  const announceCertificate = async (
    tx: Db,
    issued: { userId: number; courseId: number; code: string; courseTitle: string; memberName: string },
  ) => {
    const email = await repo.memberEmail(issued.userId, tx);
    const courseUrl = `${base}/cursos/${issued.courseId}`;
    const verifyUrl = `${base}/certificados/${issued.code}`;
    const subject = `Tu certificado de «${issued.courseTitle}»`;
    const body = [
      `Hola ${issued.memberName}:`,
      `¡Completaste el curso «${issued.courseTitle}»! Tu certificado está listo para descargar en la página del curso y en Mi Perfil.`,
      `Cualquiera puede verificarlo con el código ${issued.code} en ${verifyUrl}.`,
    ];
    if (email)
      await app.mailer.enqueue(
        {
          to: email,
          subject,
          text: `${body.join('\n\n')}\n\nTu curso: ${courseUrl}\n`,
          html: mailLayout(subject, body, { label: 'Descargar mi certificado', url: courseUrl }),
        },
        'course-certificate',
        { tx },
      );
    await app.notifier.notify(
      [issued.userId],
      {
        title: '¡Curso completado!',
        message: `Tu certificado de «${issued.courseTitle}» está listo.`,
        actionUrl: `/cursos/${issued.courseId}`,
      },
      tx,
    );
  };

  /**
   * The lesson done and, when it was the last, the certificate: one transaction, so a process killed between
   * them cannot leave her at 100 % without a certificate (issue 43 §6). Without a lesson it only issues.
   */
  const completeAndCertify = async (viewer: Viewer, row: CourseListRow, lessonId?: number) =>
    repo.completeCourse(
      viewer.id,
      row.id,
      {
        code: certificateCode(),
        memberName: await repo.memberName(viewer.id),
        courseTitle: row.title,
        trainerName: row.trainerName,
      },
      announceCertificate,
      lessonId,
    );

  /** After a lesson is done: the course's percent, and the certificate once every lesson is. */
  const afterLesson = async (viewer: Viewer, row: CourseListRow, completedLessonId: number | null) => {
    const lessonCompleted = completedLessonId !== null;
    const certificate = lessonCompleted ? await completeAndCertify(viewer, row, completedLessonId) : null;
    const done = await repo.completedLessonIds(viewer.id, row.id);
    const progress: LessonProgressResponse = {
      success: true,
      message: certificate ? M.courseCompleted : lessonCompleted ? M.lessonCompleted : null,
      lesson_completed: lessonCompleted,
      course_percent: coursePercent(done.size, row.lessonsCount),
      course_completed: certificate !== null,
      certificate: certificate
        ? { code: certificate.code, issued_at: certificate.issuedAt.toISOString() }
        : null,
    };
    return progress;
  };

  // Her home suggests going back to the lesson she left.
  app.onboardingService.registerContinuation(async (userId) => {
    const latest = await repo.latestCourse(userId);
    if (!latest?.lessonId) return null;
    return {
      at: latest.at,
      step: {
        title: `Continúa «${latest.title}»`,
        description: 'Retoma la lección donde la dejaste.',
        href: `/cursos/${latest.id}/leccion/${latest.lessonId}`,
        cta: 'Continuar',
      },
    };
  });

  const adminDetail = async (id: number): Promise<AdminCourseDetail> => {
    const row = await repo.findForAdmin(id);
    if (!row) throw AppError.notFound(M.notFound);
    const [sections, lessons, completions] = await Promise.all([
      repo.sectionsOf(id),
      repo.lessonsOf(id),
      repo.lessonCompletionCounts(id),
    ]);
    return {
      ...presentAdmin(row),
      sections: sections.map((section) => ({
        id: section.id,
        title: section.title,
        description: section.body,
        lessons: lessons
          .filter((lesson) => lesson.sectionId === section.id)
          .map((lesson) => ({
            id: lesson.id,
            section_id: lesson.sectionId,
            title: lesson.title,
            kind: lesson.kind,
            body: lesson.body,
            video_id: lesson.videoId,
            resource_id: lesson.resourceId,
            drip_days: lesson.dripDays,
            duration_minutes: lesson.durationMinutes,
            completions: completions.get(lesson.id) ?? 0,
          })),
      })),
    };
  };

  /** Every outline change of one course runs under its row lock and is audited with it. */
  const outlineChange = async <T>(
    actor: AuditActor,
    courseId: number,
    action: string,
    work: (tx: Parameters<Parameters<typeof repo.transaction>[0]>[0]) => Promise<T>,
  ) => {
    const result = await repo.transaction(async (tx) => {
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
    async list(viewer: Viewer, query: CoursesQuery & { featured?: boolean }): Promise<CoursesResponse> {
      const page = query.page ?? 1;
      const filters = {
        text: query.q || undefined,
        category: query.category || undefined,
        level: query.level,
        plan: query.plan,
        featured: query.featured,
      };
      const listed = await app.cataloguePages.read({
        key: `courses:${JSON.stringify([filters, page])}`,
        viewerId: viewer.id,
        kind: 'course',
        list: () =>
          repo.listPublished({
            ...filters,
            limit: COURSES_PAGE_SIZE,
            offset: (page - 1) * COURSES_PAGE_SIZE,
          }),
        categories: () => repo.categories(true),
        overlay: repo.viewerOverlay,
      });
      const opens = opensWith(viewer, listed.granted);
      return {
        success: true,
        courses: listed.page.rows.map((row) =>
          presentCard({ ...row, ...(listed.figures.get(row.id) ?? NOT_ENROLLED) }, !opens(row)),
        ),
        total: listed.page.total,
        page,
        per_page: COURSES_PAGE_SIZE,
        categories: listed.page.categories,
      };
    },

    async categories(): Promise<string[]> {
      return repo.categories(true);
    },

    async detail(viewer: Viewer, id: number): Promise<CourseDetailResponse> {
      let row = await visibleRow(viewer, id);
      // Every lesson done and no certificate (a completion from before issue 43 §6 cut short): issue it now.
      if (row.enrolledAt && !row.completedAt && row.lessonsCount > 0 && row.lessonsDone >= row.lessonsCount) {
        await completeAndCertify(viewer, row);
        row = await visibleRow(viewer, id);
      }
      const locked = !(await opensFor(viewer))(row);
      const { sections, lessons, done } = await outline(viewer, row, locked);
      const enrollment = row.enrolledAt ? await repo.enrollment(viewer.id, id) : null;
      const certificate = row.completedAt ? await repo.certificateOf(viewer.id, id) : null;
      return {
        success: true,
        course: presentCard(row, locked),
        sections,
        continue: enrollment
          ? await continueFor(viewer, lessons, done, enrollment.lastLessonId, sections)
          : null,
        certificate: certificate
          ? { code: certificate.code, issued_at: certificate.issuedAt.toISOString() }
          : null,
      };
    },

    async sections(viewer: Viewer, id: number): Promise<Section[]> {
      const row = await visibleRow(viewer, id);
      const locked = !(await opensFor(viewer))(row);
      return (await outline(viewer, row, locked)).sections;
    },

    async myCourses(viewer: Viewer): Promise<MyCourse[]> {
      const rows = await repo.myCourses(viewer.id);
      const opens = await opensFor(viewer);
      return Promise.all(
        rows.map(async (row) => {
          const locked = !opens(row);
          const { sections, lessons, done } = await outline(viewer, row, locked);
          return {
            ...presentCard(row, locked),
            continue: locked ? null : await continueFor(viewer, lessons, done, row.lastLessonId, sections),
          };
        }),
      );
    },

    /** The route's entitlement gate has checked her plan or purchase opens it. A repeat is the same enrolment. */
    async enroll(viewer: Viewer, id: number): Promise<{ created: boolean; course: CourseDetailResponse }> {
      await visibleRow(viewer, id);
      const created = await repo.enroll(viewer.id, id);
      return { created, course: await this.detail(viewer, id) };
    },

    async lesson(viewer: Viewer, courseId: number, lessonId: number): Promise<LessonResponse> {
      const { row, lesson } = await openLesson(viewer, courseId, lessonId);
      const target = await openTarget(viewer, row, lesson);
      const opens = target !== null && target !== 'unavailable';
      if (row.enrolledAt) await repo.touch(viewer.id, courseId, lessonId);
      const lessons = await repo.lessonsOf(courseId);
      const index = lessons.findIndex((candidate) => candidate.id === lesson.id);
      const sections = await repo.sectionsOf(courseId);
      const done = await repo.completedLessonIds(viewer.id, courseId);
      let readUrl: string | null = null;
      if (opens && lesson.kind === 'ebook' && lesson.resourceId) {
        const resource = await app.libraryRepository.findById(lesson.resourceId);
        readUrl = resource?.filePath
          ? await app.storage.signedUrl(resource.filePath, {
              ttlSeconds: READ_LINK_TTL_SECONDS,
              disposition: 'inline',
              filename: `${resource.slug}.pdf`,
            })
          : null;
      }
      const playback =
        opens && lesson.kind === 'video' && lesson.videoId
          ? await app.videosService.playbackForLesson(viewer, lesson.videoId).catch((error: unknown) => {
              if (error instanceof AppError && error.statusCode === 409) return null;
              throw error;
            })
          : null;
      return {
        success: true,
        lesson: {
          id: lesson.id,
          course_id: courseId,
          course_title: row.title,
          section_title: sections.find((section) => section.id === lesson.sectionId)?.title ?? '',
          title: lesson.title,
          kind: lesson.kind,
          body: lesson.body,
          completed: done.has(lesson.id),
          video_id: lesson.videoId,
          resource_id: lesson.resourceId,
          previous_lesson_id: lessons[index - 1]?.id ?? null,
          next_lesson_id: lessons[index + 1]?.id ?? null,
        },
        playback,
        read_url: readUrl,
      };
    },

    /** A video lesson's watched tramo: merged into the video's progress; 90 % watched completes the lesson. */
    async lessonProgress(viewer: Viewer, courseId: number, lessonId: number, input: VideoProgressInput) {
      const { row, lesson } = await openLesson(viewer, courseId, lessonId);
      if (lesson.kind !== 'video' || !lesson.videoId) throw AppError.badRequest(M.wrongLessonKind);
      await assertTargetOpens(viewer, row, lesson);
      const progress = await app.videosService.saveLessonProgress(viewer, lesson.videoId, input);
      return afterLesson(viewer, row, progress.completed && row.enrolledAt ? lesson.id : null);
    },

    /** A reading or an e-book marked as read. Repeating it changes nothing. */
    async completeLesson(viewer: Viewer, courseId: number, lessonId: number) {
      const { row, lesson } = await openLesson(viewer, courseId, lessonId);
      if (lesson.kind === 'video') throw AppError.badRequest(M.wrongLessonKind);
      if (!row.enrolledAt) throw AppError.forbidden(M.notEnrolled);
      await assertTargetOpens(viewer, row, lesson);
      return afterLesson(viewer, row, lesson.id);
    },

    async certificatePdf(viewer: Viewer, courseId: number): Promise<{ bytes: Uint8Array; filename: string }> {
      const certificate = await repo.certificateOf(viewer.id, courseId);
      if (!certificate) throw AppError.notFound(M.certificateNotReady);
      const bytes = await renderCertificate({
        code: certificate.code,
        memberName: certificate.memberName,
        courseTitle: certificate.courseTitle,
        trainerName: certificate.trainerName,
        issuedAt: certificate.issuedAt,
        verifyUrl: `${options.publicUrl.replace(/\/$/, '')}/certificados/${certificate.code}`,
      });
      return { bytes, filename: `certificado-${slugOf(certificate.courseTitle)}.pdf` };
    },

    async myCertificates(viewer: Viewer) {
      const rows = await repo.certificatesOf(viewer.id);
      return rows.map((row) => ({
        code: row.code,
        course_id: row.courseId,
        course_title: row.courseTitle,
        issued_at: row.issuedAt.toISOString(),
      }));
    },

    /** The public check of a certificate: what it says, and nothing else about her. */
    async verify(code: string) {
      // Read aloud or typed from paper, a code arrives in any case: codes are issued upper case.
      const row = await repo.certificateByCode(code.toUpperCase());
      if (!row) throw AppError.notFound(M.certificateNotFound);
      return {
        code: row.code,
        member_name: row.memberName,
        course_title: row.courseTitle,
        trainer_name: row.trainerName,
        issued_at: row.issuedAt.toISOString(),
      };
    },

    // Admin.

    /** Every course for an admin; a professional's own (`ownerUserId`) for "Mis cursos" of a trainer. */
    async adminList(query: AdminCoursesQuery, ownerUserId?: number) {
      const page = query.page ?? 1;
      const [{ rows, total }, categories] = await Promise.all([
        repo.listForAdmin({
          text: query.q || undefined,
          status: query.status,
          trainerUserId: ownerUserId,
          limit: ADMIN_COURSES_PAGE_SIZE,
          offset: (page - 1) * ADMIN_COURSES_PAGE_SIZE,
        }),
        repo.categories(false),
      ]);
      return {
        success: true,
        courses: rows.map(presentAdmin),
        total,
        page,
        per_page: ADMIN_COURSES_PAGE_SIZE,
        categories,
      };
    },

    adminDetail,

    /** A professional edits only her own courses: anyone else's is the same 404 as a missing one. */
    async assertOwnCourse(userId: number, courseId: number): Promise<void> {
      const row = await repo.findForAdmin(courseId);
      if (!row || row.trainerUserId !== userId) throw AppError.notFound(M.notFound);
    },

    /** The team card of a professional's account: her courses carry it. */
    ownTrainerId: (userId: number) => ownTrainerCard(app, userId, M.noTrainerCard),

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
      if (input.status === 'published') throw AppError.conflict(M.publishEmpty, { status: M.publishEmpty });
      const insert = () =>
        repo.transaction(async (tx) => {
          const slug = await freeSlug(slugOf(input.title), (candidate) => repo.slugTaken(candidate, tx));
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
      const id = await insertWithFreeSlug(insert, 'courses_slug_unique');
      return adminDetail(id);
    },

    async update(actor: AuditActor, id: number, input: CourseInput): Promise<AdminCourseDetail> {
      const before = await repo.findForAdmin(id);
      if (!before) throw AppError.notFound(M.notFound);
      if (input.status === 'published' && before.lessonsCount === 0)
        throw AppError.conflict(M.publishEmpty, { status: M.publishEmpty });
      await repo.transaction(async (tx) => {
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
        const [sections, lessons] = await Promise.all([
          repo.sectionsOf(courseId, tx),
          repo.lessonsOf(courseId, tx),
        ]);
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

export type CoursesService = ReturnType<typeof coursesService>;

declare module 'fastify' {
  interface FastifyInstance {
    coursesService: CoursesService;
  }
}

export default domainPlugin(
  'coursesService',
  (app) => coursesService(app, { publicUrl: app.config.PUBLIC_URL }),
  [
    'courses-repository',
    'catalogue-pages',
    'videos-repository',
    'videos-service',
    'library-repository',
    'library-service',
    'trainers-repository',
    'onboarding-service',
    'audit-log',
    'notifier',
  ],
);
