import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '@vitalia/shared/api';
import {
  CourseDetailResponseSchema,
  CourseSearchQuerySchema,
  CoursesQuerySchema,
  CoursesResponseSchema,
  LessonParamsSchema,
  LessonProgressResponseSchema,
  LessonResponseSchema,
  MyCertificatesResponseSchema,
  MyCoursesResponseSchema,
  SectionsResponseSchema,
} from '@vitalia/shared/courses';
import { VideoProgressInputSchema } from '@vitalia/shared/videos';
import { contentDisposition } from '../../../plugins/app/storage/content-disposition';
import type { RouteAccess } from '../../../plugins/app/authorization';

const tags = ['cursos'];
/** Taking it: the course must exist, be published, and her plan, a purchase or her role must open it. */
const OPENS_COURSE: RouteAccess = { entitlement: 'course' };

/**
 * /api/courses (SPEC §7 "Courses"): every published course is listed (locked ones with their plan or price,
 * never a lesson's content); enrolment, lessons, progress and the certificate pass the entitlement gate.
 */
const coursesRoutes: FastifyPluginAsyncZod = async (app) => {
  const courses = app.courseCatalogue;
  const enrolment = app.courseEnrolment;

  app.get(
    '/',
    { schema: { tags, querystring: CoursesQuerySchema, response: { 200: CoursesResponseSchema } } },
    async (request) => courses.list(request.user, request.query),
  );

  app.get('/featured', { schema: { tags, response: { 200: CoursesResponseSchema } } }, async (request) =>
    courses.list(request.user, { featured: true }),
  );

  app.get(
    '/categories',
    {
      schema: {
        tags,
        response: { 200: z.object({ success: z.boolean(), categories: z.array(z.string()) }) },
      },
    },
    async () => ({ success: true, categories: await courses.categories() }),
  );

  app.get(
    '/search',
    { schema: { tags, querystring: CourseSearchQuerySchema, response: { 200: CoursesResponseSchema } } },
    async (request) => courses.list(request.user, { q: request.query.q }),
  );

  app.get(
    '/my-courses',
    { schema: { tags, response: { 200: MyCoursesResponseSchema } } },
    async (request) => ({
      success: true,
      courses: await courses.myCourses(request.user),
    }),
  );

  app.get(
    '/certificates',
    { schema: { tags, response: { 200: MyCertificatesResponseSchema } } },
    async (request) => ({
      success: true,
      certificates: await enrolment.myCertificates(request.user),
    }),
  );

  app.get(
    '/:id',
    { schema: { tags, params: IdParamsSchema, response: { 200: CourseDetailResponseSchema } } },
    async (request) => courses.detail(request.user, request.params.id),
  );

  app.get(
    '/:id/sections',
    { schema: { tags, params: IdParamsSchema, response: { 200: SectionsResponseSchema } } },
    async (request) => ({ success: true, sections: await courses.sections(request.user, request.params.id) }),
  );

  app.post(
    '/:id/enroll',
    {
      config: { access: OPENS_COURSE },
      schema: {
        tags,
        params: IdParamsSchema,
        response: { 200: CourseDetailResponseSchema, 201: CourseDetailResponseSchema },
      },
    },
    async (request, reply) => {
      const { created, course } = await enrolment.enroll(request.user, request.params.id);
      return reply.code(created ? 201 : 200).send(course);
    },
  );

  app.get(
    '/:id/lessons/:lessonId',
    {
      config: { access: OPENS_COURSE },
      schema: { tags, params: LessonParamsSchema, response: { 200: LessonResponseSchema } },
    },
    async (request) => enrolment.lesson(request.user, request.params.id, request.params.lessonId),
  );

  app.put(
    '/:id/lessons/:lessonId/progress',
    {
      config: { access: OPENS_COURSE },
      schema: {
        tags,
        params: LessonParamsSchema,
        body: VideoProgressInputSchema,
        response: { 200: LessonProgressResponseSchema },
      },
    },
    async (request) =>
      enrolment.lessonProgress(request.user, request.params.id, request.params.lessonId, request.body),
  );

  app.post(
    '/:id/lessons/:lessonId/complete',
    {
      config: { access: OPENS_COURSE },
      schema: { tags, params: LessonParamsSchema, response: { 200: LessonProgressResponseSchema } },
    },
    async (request) => enrolment.completeLesson(request.user, request.params.id, request.params.lessonId),
  );

  // Her own certificate as a PDF; 404 until she has completed the course.
  app.get('/:id/certificate', { schema: { tags, params: IdParamsSchema } }, async (request, reply) => {
    const { bytes, filename } = await enrolment.certificatePdf(request.user, request.params.id);
    return reply
      .type('application/pdf')
      .header('content-disposition', contentDisposition('attachment', filename))
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(bytes));
  });
};

export default coursesRoutes;
