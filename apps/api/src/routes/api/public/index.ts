import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PlansResponseSchema } from '@vitalia/shared/commerce';
import { AvailableDaysResponseSchema } from '@vitalia/shared/scheduling';
import {
  ConfirmedEvaluationSchema,
  ConfirmEvaluationSchema,
  EvaluationBookingAnswerSchema,
  EvaluationBookingSchema,
  EvaluationDaysQuerySchema,
  EvaluationSlotsQuerySchema,
  EvaluationSlotsResponseSchema,
  CourseSlugParamsSchema,
  PublicCourseDetailSchema,
  PublicCoursesResponseSchema,
  PublicTeamSchema,
} from '@vitalia/shared/storefront';
import { presentPlan } from '../../../plugins/app/commerce/plans-presenter';
import { presentTrainer } from '../../../plugins/app/trainers/trainer-presenter';

const tags = ['tienda pública'];
/** Prices, the team and the catalogue change a few times a year: a shared cache may keep them a minute. */
const CATALOGUE_SECONDS = 60;
/** Free times change with every booking: a second of sharing, as the members' own slot answers. */
const FREE_TIMES_SECONDS = 1;

/** A read anyone may make: it sets no CSRF cookie, and a shared cache may keep its 200 for `seconds`. */
const publicRead = (seconds: number) => ({
  config: { skipCsrfCookie: true },
  onSend: async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (reply.statusCode === 200) void reply.header('cache-control', `public, max-age=${seconds}`);
    return payload;
  },
});

/**
 * /api/public: what a prospect reads before having an account (issue 48 §1, ADR 0085): the plans and their
 * prices, and the team with their Superintendencia registration numbers. Nothing here is personal.
 */
const publicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/plans',
    { ...publicRead(CATALOGUE_SECONDS), schema: { tags, response: { 200: PlansResponseSchema } } },
    async () => {
      return { success: true, plans: (await app.membershipsRepository.listPlans()).map(presentPlan) };
    },
  );

  app.get(
    '/team',
    { ...publicRead(CATALOGUE_SECONDS), schema: { tags, response: { 200: PublicTeamSchema } } },
    async () => {
      return {
        success: true,
        professionals: (await app.trainersRepository.listActive()).map(presentTrainer),
      };
    },
  );

  /** The course catalogue with prices, and one course's sales page (its outline's titles only). */
  app.get(
    '/courses',
    { ...publicRead(CATALOGUE_SECONDS), schema: { tags, response: { 200: PublicCoursesResponseSchema } } },
    async () => {
      return app.courseStorefront.list();
    },
  );

  app.get(
    '/courses/:slug',
    {
      ...publicRead(CATALOGUE_SECONDS),
      schema: { tags, params: CourseSlugParamsSchema, response: { 200: PublicCourseDetailSchema } },
    },
    async (request) => {
      return app.courseStorefront.detail(request.params.slug);
    },
  );

  /** The free first evaluation's times for a visitor (ADR 0092): a day's times, with whom. */
  app.get(
    '/evaluation-slots',
    {
      ...publicRead(FREE_TIMES_SECONDS),
      schema: {
        tags,
        querystring: EvaluationSlotsQuerySchema,
        response: { 200: EvaluationSlotsResponseSchema },
      },
    },
    async (request) => {
      return app.visitorEvaluations.slots(request.query);
    },
  );

  app.get(
    '/evaluation-slots/days',
    {
      ...publicRead(FREE_TIMES_SECONDS),
      schema: {
        tags,
        querystring: EvaluationDaysQuerySchema,
        response: { 200: AvailableDaysResponseSchema },
      },
    },
    async (request) => {
      return app.visitorEvaluations.days(request.query);
    },
  );

  /** Her request: 202 and the same sentence for every address; the mail's link books it. */
  app.post(
    '/evaluation-bookings',
    { schema: { tags, body: EvaluationBookingSchema, response: { 202: EvaluationBookingAnswerSchema } } },
    async (request, reply) => {
      const message = await app.visitorEvaluations.request(request.body, { ip: request.ip });
      return reply.code(202).send({ success: true, message });
    },
  );

  app.post(
    '/evaluation-bookings/confirm',
    { schema: { tags, body: ConfirmEvaluationSchema, response: { 200: ConfirmedEvaluationSchema } } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      return app.visitorEvaluations.confirm(request.body);
    },
  );
};

export default publicRoutes;
