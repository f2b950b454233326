import type { FastifyInstance } from 'fastify';
import {
  COURSES_PAGE_SIZE,
  type CourseDetailResponse,
  type CoursesQuery,
  type CoursesResponse,
  type MyCourse,
  type Section,
} from '@vitalia/shared/courses';
import { domainPlugin } from '../domain-plugin';
import { mayOpenMany, type Viewer } from '../entitlements/entitlements';
import { isStaffFor, opensAt, opensFor, visibleRow } from './course-access';
import { completeAndCertify } from './course-certificates';
import { presentCard, presentIssued } from './course-presenter';
import { NOT_ENROLLED, type CourseListRow, type LessonRow } from './courses-repository';
import { pageWindow } from '../../../lib/pagination';

/** Her view of a course's outline: which lessons are open now, which open later, which she has done. */
async function outline(app: FastifyInstance, viewer: Viewer, row: CourseListRow, locked: boolean) {
  const repo = app.coursesRepository;
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
}

/** Her "Continuar": the lesson she was on (with the video's second), else the first open one not done. */
async function continueFor(
  app: FastifyInstance,
  viewer: Viewer,
  { lessons, done, sections }: Awaited<ReturnType<typeof outline>>,
  lastLessonId: number | null,
) {
  const openIds = new Set(
    sections.flatMap((section) => section.lessons.filter((l) => l.open).map((l) => l.id)),
  );
  const last = lessons.find(
    (lesson) => lesson.id === lastLessonId && openIds.has(lesson.id) && !done.has(lesson.id),
  );
  const next = last ?? lessons.find((lesson) => openIds.has(lesson.id) && !done.has(lesson.id));
  if (!next) return null;
  const positions = next.videoId
    ? await app.coursesRepository.videoPositions(viewer.id, [next.videoId])
    : new Map<number, number>();
  return {
    lesson_id: next.id,
    lesson_title: next.title,
    position_seconds: next.videoId ? (positions.get(next.videoId) ?? 0) : 0,
  };
}

/**
 * Courses as members find them (issue 19): the catalogue, one course with her outline and "Continuar", and
 * "Mis cursos". Enrolment and lessons are `courseEnrolment`'s; editing is `courseEditing`'s.
 */
export function courseCatalogue(app: FastifyInstance) {
  const repo = app.coursesRepository;

  const detail = async (viewer: Viewer, id: number): Promise<CourseDetailResponse> => {
    let row = await visibleRow(app, viewer, id);
    // Every lesson done and no certificate (a completion from before issue 43 §6 cut short): issue it now.
    if (row.enrolledAt && !row.completedAt && row.lessonsCount > 0 && row.lessonsDone >= row.lessonsCount) {
      await completeAndCertify(app, viewer, row);
      row = await visibleRow(app, viewer, id);
    }
    const locked = !(await opensFor(app, viewer))(row);
    const seen = await outline(app, viewer, row, locked);
    const enrollment = row.enrolledAt ? await repo.enrollment(viewer.id, id) : null;
    const certificate = row.completedAt ? await repo.certificateOf(viewer.id, id) : null;
    return {
      success: true,
      course: presentCard(row, locked),
      sections: seen.sections,
      continue: enrollment ? await continueFor(app, viewer, seen, enrollment.lastLessonId) : null,
      certificate: certificate ? presentIssued(certificate) : null,
    };
  };

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
            ...pageWindow(page, COURSES_PAGE_SIZE),
          }),
        categories: () => repo.categories(true),
        overlay: repo.viewerOverlay,
      });
      const opens = mayOpenMany(viewer, listed.granted);
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

    detail,

    async sections(viewer: Viewer, id: number): Promise<Section[]> {
      const row = await visibleRow(app, viewer, id);
      const locked = !(await opensFor(app, viewer))(row);
      return (await outline(app, viewer, row, locked)).sections;
    },

    async myCourses(viewer: Viewer): Promise<MyCourse[]> {
      const rows = await repo.myCourses(viewer.id);
      const opens = await opensFor(app, viewer);
      return Promise.all(
        rows.map(async (row) => {
          const locked = !opens(row);
          const seen = await outline(app, viewer, row, locked);
          return {
            ...presentCard(row, locked),
            continue: locked ? null : await continueFor(app, viewer, seen, row.lastLessonId),
          };
        }),
      );
    },
  };
}

export type CourseCatalogue = ReturnType<typeof courseCatalogue>;

declare module 'fastify' {
  interface FastifyInstance {
    courseCatalogue: CourseCatalogue;
  }
}

export default domainPlugin('courseCatalogue', courseCatalogue, [
  'courses-repository',
  'catalogue-pages',
  'mailer',
  'notifier',
]);
