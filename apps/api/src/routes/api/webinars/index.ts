import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '@vitalia/shared/api';
import {
  CLASS_REGISTER_LIMIT,
  ClassListQuerySchema,
  ClassListResponseSchema,
  ClassResponseSchema,
  MyClassesQuerySchema,
} from '@vitalia/shared/classes';
import { CLASS_MESSAGES as M } from '@vitalia/shared/messages/classes';
import type { RouteAccess } from '../../../plugins/app/authorization';

const tags = ['clases'];
/** Taking a seat or a place in line: the class must exist (404) and her plan open it (403). */
const REGISTERS: RouteAccess = { entitlement: 'class' };

/**
 * /api/webinars (SPEC §7 "Appointments and webinars"): the catalogue of live classes and webinars, her
 * classes, and registration with a waitlist. Someone else's registration is never named or changed here:
 * every call acts on the caller's own place. No SQL here; the rules live in the classes service.
 */
const webinarsRoutes: FastifyPluginAsyncZod = async (app) => {
  const classes = app.classListings;
  const seats = app.classSeats;
  const limited = (userId: number) =>
    app.rateLimiter.consume(`class-register:${userId}`, CLASS_REGISTER_LIMIT, M.registerLimited);

  app.get(
    '/',
    { schema: { tags, querystring: ClassListQuerySchema, response: { 200: ClassListResponseSchema } } },
    async (request) => classes.catalogue(request.user, request.query),
  );

  app.get(
    '/mine',
    { schema: { tags, querystring: MyClassesQuerySchema, response: { 200: ClassListResponseSchema } } },
    async (request) => classes.mine(request.user, request.query),
  );

  app.get(
    '/:id',
    { schema: { tags, params: IdParamsSchema, response: { 200: ClassResponseSchema } } },
    async (request) => ({ success: true, class: await classes.one(request.params.id, request.user) }),
  );

  // Taking a seat and joining the line answer alike: 201 the first time, 200 for a repeat.
  for (const [path, take] of [
    ['/:id/register', seats.register],
    ['/:id/waitlist', seats.joinWaitlist],
  ] as const)
    app.post(
      path,
      {
        config: { access: REGISTERS },
        schema: {
          tags,
          params: IdParamsSchema,
          response: { 200: ClassResponseSchema, 201: ClassResponseSchema },
        },
      },
      async (request, reply) => {
        await limited(request.user.id);
        const answer = await take(request.user, request.params.id);
        return reply
          .code(answer.created ? 201 : 200)
          .send({ success: true, message: answer.message, class: answer.class });
      },
    );

  app.post(
    '/:id/cancel-registration',
    { schema: { tags, params: IdParamsSchema, response: { 200: ClassResponseSchema } } },
    async (request) => {
      await limited(request.user.id);
      const answer = await seats.cancelRegistration(request.user, request.params.id);
      return { success: true, message: answer.message, class: answer.class };
    },
  );

  app.get(
    '/:id/calendar.ics',
    { schema: { tags, params: IdParamsSchema, response: { 200: z.string() } } },
    async (request, reply) => {
      const file = await seats.calendarFile(request.user, request.params.id);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="clase-${request.params.id}.ics"`)
        .header('cache-control', 'private, no-store')
        .send(file);
    },
  );
};

export default webinarsRoutes;
