import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema, IdSchema } from '@vitalia/shared/api';
import {
  AdminCourseDetailResponseSchema,
  AdminCourseResponseSchema,
  AdminCoursesQuerySchema,
  AdminCoursesResponseSchema,
  CourseInputSchema,
  CourseOrderSchema,
  LessonInputSchema,
  SectionInputSchema,
  SectionParamsSchema,
  LessonTargetsQuerySchema,
  LessonTargetsResponseSchema,
  type AdminCourseDetail,
} from '@vitalia/shared/courses';
import { COURSE_MESSAGES as M } from '@vitalia/shared/messages/courses';
import { actorOf } from '../../../../lib/audit-actor';
import { professionalScope } from '../professional-scope';

const tags = ['administración'];
const answer = (message: string, course: AdminCourseDetail) => ({ success: true, message, course });
const response = { 200: AdminCourseResponseSchema };
const LessonParams = z.object({ id: IdSchema, lessonId: IdSchema });

/**
 * Editing courses, for admins (/api/admin/courses, SPEC §7 "Admin": every course) and for professionals
 * (/api/trainer/courses: only her own, whose trainer is always her own team card). A course is a draft until
 * it has a lesson; every change is audited; outline changes of one course are applied one at a time under
 * its row lock.
 */
export const courseEditingRoutes =
  (scope: 'admin' | 'trainer'): FastifyPluginAsyncZod =>
  async (app) => {
    const courses = app.courseEditing;
    const { ownerOf } = professionalScope(app, scope, {
      assertMayEdit: courses.assertMayEdit,
      ownTrainerId: courses.ownTrainerId,
    });
    /**
     * Her own team card, whatever the body says, and never an admin's `grants_content` (professionals, on
     * every create and edit: ownership never comes from her body); the body's choice (admins).
     */
    const withTrainer = async <T extends { trainer_id: number | null; grants_content?: boolean }>(
      request: FastifyRequest & { body: T },
    ): Promise<T> => {
      const owner = await ownerOf(request);
      return owner === undefined
        ? request.body
        : { ...request.body, trainer_id: owner, grants_content: undefined };
    };

    app.get(
      '/',
      {
        schema: { tags, querystring: AdminCoursesQuerySchema, response: { 200: AdminCoursesResponseSchema } },
      },
      async (request) => courses.adminList(request.query, await ownerOf(request)),
    );

    app.get(
      '/lesson-targets',
      {
        schema: {
          tags,
          querystring: LessonTargetsQuerySchema,
          response: { 200: LessonTargetsResponseSchema },
        },
      },
      async (request) => ({
        success: true,
        targets: await courses.lessonTargets(
          request.query.kind,
          request.query.q || undefined,
          await ownerOf(request),
        ),
      }),
    );

    app.get(
      '/:id',
      { schema: { tags, params: IdParamsSchema, response: { 200: AdminCourseDetailResponseSchema } } },
      async (request) => ({ success: true, course: await courses.adminDetail(request.params.id) }),
    );

    app.post(
      '/',
      { schema: { tags, body: CourseInputSchema, response: { 201: AdminCourseResponseSchema } } },
      async (request, reply) =>
        reply
          .code(201)
          .send(answer(M.created, await courses.create(actorOf(request), await withTrainer(request)))),
    );

    app.put(
      '/:id',
      { schema: { tags, params: IdParamsSchema, body: CourseInputSchema, response } },
      async (request) =>
        answer(
          M.saved,
          await courses.update(actorOf(request), request.params.id, await withTrainer(request)),
        ),
    );

    app.post(
      '/:id/sections',
      { schema: { tags, params: IdParamsSchema, body: SectionInputSchema, response } },
      async (request) =>
        answer(
          M.sectionSaved,
          (await courses.addSection(actorOf(request), request.params.id, request.body)).course,
        ),
    );

    app.put(
      '/:id/sections/:sectionId',
      { schema: { tags, params: SectionParamsSchema, body: SectionInputSchema, response } },
      async (request) =>
        answer(
          M.sectionSaved,
          (
            await courses.updateSection(
              actorOf(request),
              request.params.id,
              request.params.sectionId,
              request.body,
            )
          ).course,
        ),
    );

    app.delete(
      '/:id/sections/:sectionId',
      { schema: { tags, params: SectionParamsSchema, response } },
      async (request) =>
        answer(
          M.sectionRemoved,
          (await courses.deleteSection(actorOf(request), request.params.id, request.params.sectionId)).course,
        ),
    );

    app.post(
      '/:id/lessons',
      { schema: { tags, params: IdParamsSchema, body: LessonInputSchema, response } },
      async (request) =>
        answer(
          M.lessonSaved,
          (await courses.addLesson(actorOf(request), request.params.id, request.body)).course,
        ),
    );

    app.put(
      '/:id/lessons/:lessonId',
      { schema: { tags, params: LessonParams, body: LessonInputSchema, response } },
      async (request) =>
        answer(
          M.lessonSaved,
          (
            await courses.updateLesson(
              actorOf(request),
              request.params.id,
              request.params.lessonId,
              request.body,
            )
          ).course,
        ),
    );

    app.delete(
      '/:id/lessons/:lessonId',
      { schema: { tags, params: LessonParams, response } },
      async (request) =>
        answer(
          M.lessonRemoved,
          (await courses.deleteLesson(actorOf(request), request.params.id, request.params.lessonId)).course,
        ),
    );

    app.put(
      '/:id/order',
      { schema: { tags, params: IdParamsSchema, body: CourseOrderSchema, response } },
      async (request) =>
        answer(
          M.orderSaved,
          (await courses.reorder(actorOf(request), request.params.id, request.body)).course,
        ),
    );
  };

export default courseEditingRoutes('admin');
