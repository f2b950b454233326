import type { FastifyInstance } from 'fastify';
import {
  coursePercent,
  type CourseDetailResponse,
  type LessonProgressResponse,
  type LessonResponse,
} from '@vitalia/shared/courses';
import type { VideoProgressInput } from '@vitalia/shared/videos';
import { READ_LINK_TTL_SECONDS } from '@vitalia/shared/library';
import { COURSE_MESSAGES as M } from '@vitalia/shared/messages/courses';
import { formatLongDateTime } from '@vitalia/shared/dates';
import { AppError } from '../../../lib/app-error';
import { domainPlugin } from '../domain-plugin';
import { planRequired, type Viewer } from '../entitlements/entitlements';
import { slugOf } from '../../../lib/free-slug';
import { renderCertificate } from './certificate-pdf';
import { isStaffFor, opensAt, visibleRow } from './course-access';
import { completeAndCertify, verifyUrlOf } from './course-certificates';
import { presentIssued } from './course-presenter';
import type { CourseListRow, LessonRow } from './courses-repository';
import { findLessonTarget, lessonOpensTarget, usableInCourse, type LessonTarget } from './lesson-targets';

/** The course and lesson she asked for, if she may open it now: enrolled (or staff) and its drip day came. */
async function openLesson(app: FastifyInstance, viewer: Viewer, courseId: number, lessonId: number) {
  const row = await visibleRow(app, viewer, courseId);
  const lesson = await app.coursesRepository.findLesson(courseId, lessonId);
  if (!lesson) throw AppError.notFound(M.lessonNotFound);
  if (!isStaffFor(viewer, row)) {
    if (!row.enrolledAt) throw AppError.forbidden(M.notEnrolled);
    const at = opensAt(lesson, row.enrolledAt);
    if (at && at.getTime() > Date.now()) throw AppError.forbidden(M.dripLocked(formatLongDateTime(at)));
  }
  return { row, lesson };
}

/**
 * The video or e-book behind an open lesson, if it may open for her (ADR 0059): null for a reading;
 * 'unavailable' when the item is unpublished or not the course owner's to use (any more); a plan 403 when
 * neither the item's own plan, a grant of it, nor a course marked as granting opens it.
 */
async function openTarget(
  app: FastifyInstance,
  viewer: Viewer,
  row: CourseListRow,
  lesson: LessonRow,
): Promise<LessonTarget | 'unavailable' | null> {
  if (lesson.kind === 'text') return null;
  const target = await findLessonTarget(app, lesson);
  if (!target || !usableInCourse(target, row.trainerId)) return 'unavailable';
  if (!isStaffFor(viewer, row) && !(await lessonOpensTarget(app, viewer, target, row)))
    throw planRequired(target.requiredPlan);
  return target;
}

/** Progress is only recorded for a lesson whose item still opens through the course. */
async function assertTargetOpens(
  app: FastifyInstance,
  viewer: Viewer,
  row: CourseListRow,
  lesson: LessonRow,
) {
  if ((await openTarget(app, viewer, row, lesson)) === 'unavailable')
    throw AppError.conflict(M.lessonNotReady);
}

/** After a lesson is done: the course's percent, and the certificate once every lesson is. */
async function afterLesson(
  app: FastifyInstance,
  viewer: Viewer,
  row: CourseListRow,
  completedLessonId: number | null,
): Promise<LessonProgressResponse> {
  const lessonCompleted = completedLessonId !== null;
  const certificate = lessonCompleted ? await completeAndCertify(app, viewer, row, completedLessonId) : null;
  const done = await app.coursesRepository.completedLessonIds(viewer.id, row.id);
  return {
    success: true,
    message: certificate ? M.courseCompleted : lessonCompleted ? M.lessonCompleted : null,
    lesson_completed: lessonCompleted,
    course_percent: coursePercent(done.size, row.lessonsCount),
    course_completed: certificate !== null,
    certificate: certificate ? presentIssued(certificate) : null,
  };
}

/** The video's player or the e-book's signed link for an open lesson; null when its item is not ready. */
async function lessonMedia(app: FastifyInstance, viewer: Viewer, lesson: LessonRow) {
  let readUrl: string | null = null;
  if (lesson.kind === 'ebook' && lesson.resourceId) {
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
    lesson.kind === 'video' && lesson.videoId
      ? await app.videosService.playbackForLesson(viewer, lesson.videoId).catch((error: unknown) => {
          if (error instanceof AppError && error.statusCode === 409) return null;
          throw error;
        })
      : null;
  return { readUrl, playback };
}

/**
 * Taking a course (issue 19): enrolment, lessons in order (some open days after enrolment), progress, and one
 * certificate when every lesson is done. A lesson's content is never sent to someone who may not open it.
 */
export function courseEnrolment(app: FastifyInstance) {
  const repo = app.coursesRepository;

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

  return {
    /** The route's entitlement gate has checked her plan or purchase opens it. A repeat is the same enrolment. */
    async enroll(viewer: Viewer, id: number): Promise<{ created: boolean; course: CourseDetailResponse }> {
      await visibleRow(app, viewer, id);
      const created = await repo.enroll(viewer.id, id);
      return { created, course: await app.courseCatalogue.detail(viewer, id) };
    },

    async lesson(viewer: Viewer, courseId: number, lessonId: number): Promise<LessonResponse> {
      const { row, lesson } = await openLesson(app, viewer, courseId, lessonId);
      const target = await openTarget(app, viewer, row, lesson);
      const opens = target !== null && target !== 'unavailable';
      if (row.enrolledAt) await repo.touch(viewer.id, courseId, lessonId);
      const lessons = await repo.lessonsOf(courseId);
      const index = lessons.findIndex((candidate) => candidate.id === lesson.id);
      const sections = await repo.sectionsOf(courseId);
      const done = await repo.completedLessonIds(viewer.id, courseId);
      const { readUrl, playback } = opens
        ? await lessonMedia(app, viewer, lesson)
        : { readUrl: null, playback: null };
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
      const { row, lesson } = await openLesson(app, viewer, courseId, lessonId);
      if (lesson.kind !== 'video' || !lesson.videoId) throw AppError.badRequest(M.wrongLessonKind);
      await assertTargetOpens(app, viewer, row, lesson);
      const progress = await app.videosService.saveLessonProgress(viewer, lesson.videoId, input);
      return afterLesson(app, viewer, row, progress.completed && row.enrolledAt ? lesson.id : null);
    },

    /** A reading or an e-book marked as read. Repeating it changes nothing. */
    async completeLesson(viewer: Viewer, courseId: number, lessonId: number) {
      const { row, lesson } = await openLesson(app, viewer, courseId, lessonId);
      if (lesson.kind === 'video') throw AppError.badRequest(M.wrongLessonKind);
      if (!row.enrolledAt) throw AppError.forbidden(M.notEnrolled);
      await assertTargetOpens(app, viewer, row, lesson);
      return afterLesson(app, viewer, row, lesson.id);
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
        verifyUrl: verifyUrlOf(app, certificate.code),
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
  };
}

export type CourseEnrolment = ReturnType<typeof courseEnrolment>;

declare module 'fastify' {
  interface FastifyInstance {
    courseEnrolment: CourseEnrolment;
  }
}

export default domainPlugin('courseEnrolment', courseEnrolment, [
  'course-catalogue',
  'videos-service',
  'library-repository',
  'onboarding-service',
  'mailer',
  'notifier',
]);
