import type { FastifyInstance } from 'fastify';
import { COURSE_MESSAGES as M } from '@vitalia/shared/messages/courses';
import type { PublicCourseDetail, PublicCoursesResponse } from '@vitalia/shared/storefront';
import { AppError } from '../../../lib/app-error';
import { domainPlugin } from '../domain-plugin';
import { presentPublicCourse } from './course-presenter';

/**
 * The storefront's course pages (issue 48 §1, ADR 0085): every published course with its price, and one
 * course's sales page with its outline's titles. A lesson's body, video or e-book is never in it.
 */
export function courseStorefront(app: FastifyInstance) {
  const repo = app.courseStorefrontRepository;
  return {
    async list(): Promise<PublicCoursesResponse> {
      return { success: true, courses: (await repo.listPublished()).map(presentPublicCourse) };
    },

    async detail(slug: string): Promise<PublicCourseDetail> {
      const row = await repo.findPublishedBySlug(slug);
      if (!row) throw AppError.notFound(M.notFound);
      const [sections, lessons] = await Promise.all([
        app.coursesRepository.sectionsOf(row.id),
        app.coursesRepository.lessonsOf(row.id),
      ]);
      return {
        success: true,
        course: presentPublicCourse(row),
        sections: sections.map((section) => ({
          title: section.title,
          description: section.body,
          lessons: lessons
            .filter((lesson) => lesson.sectionId === section.id)
            .map((lesson) => ({
              title: lesson.title,
              kind: lesson.kind,
              duration_minutes: lesson.durationMinutes,
            })),
        })),
      };
    },
  };
}

export type CourseStorefront = ReturnType<typeof courseStorefront>;

declare module 'fastify' {
  interface FastifyInstance {
    courseStorefront: CourseStorefront;
  }
}

export default domainPlugin('courseStorefront', courseStorefront, [
  'course-storefront-repository',
  'courses-repository',
]);
