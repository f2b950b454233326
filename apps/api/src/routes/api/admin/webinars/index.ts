import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '@vitalia/shared/api';
import {
  AdminClassesQuerySchema,
  AdminClassListResponseSchema,
  AttendeesResponseSchema,
  CalendarQuerySchema,
  CalendarResponseSchema,
  CancelClassSchema,
  ClassResponseSchema,
  CreateClassResponseSchema,
  CreateClassSchema,
  SeriesCancelResponseSchema,
  UpdateClassSchema,
} from '@vitalia/shared/classes';
import { CLASS_MESSAGES as M } from '@vitalia/shared/messages/classes';
import { actorOf } from '../../../../lib/audit-actor';

const tags = ['administración'];

/**
 * /api/admin/webinars (SPEC §7 `GET /admin/webinars`): every live class and webinar, the calendar's
 * window, attendees, and creating (one or a weekly series), editing, moving and cancelling them.
 */
const adminWebinarsRoutes: FastifyPluginAsyncZod = async (app) => {
  const classes = app.classListings;
  const editing = app.classEditing;

  app.get(
    '/',
    {
      schema: { tags, querystring: AdminClassesQuerySchema, response: { 200: AdminClassListResponseSchema } },
    },
    async (request) => classes.adminList(request.user, request.query),
  );

  app.get(
    '/calendar',
    { schema: { tags, querystring: CalendarQuerySchema, response: { 200: CalendarResponseSchema } } },
    async (request) => classes.calendar(request.user, request.query),
  );

  app.post(
    '/',
    { schema: { tags, body: CreateClassSchema, response: { 201: CreateClassResponseSchema } } },
    async (request, reply) =>
      reply.code(201).send(await editing.create(request.user, actorOf(request), request.body)),
  );

  app.get(
    '/:id/attendees',
    { schema: { tags, params: IdParamsSchema, response: { 200: AttendeesResponseSchema } } },
    async (request) => classes.attendees(request.user, request.params.id),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: UpdateClassSchema,
        response: { 200: ClassResponseSchema },
      },
    },
    async (request) => ({
      success: true,
      message: M.saved,
      class: await editing.update(request.user, actorOf(request), request.params.id, request.body),
    }),
  );

  /** Every session still to come of a weekly series. */
  app.post(
    '/series/:id/cancel',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: CancelClassSchema,
        response: { 200: SeriesCancelResponseSchema },
      },
    },
    async (request) => {
      const { cancelled } = await editing.cancelSeries(
        actorOf(request),
        request.params.id,
        request.body.reason,
      );
      return { success: true, message: M.seriesCancelled(cancelled), cancelled };
    },
  );

  app.post(
    '/:id/cancel',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: CancelClassSchema,
        response: { 200: ClassResponseSchema },
      },
    },
    async (request) => ({
      success: true,
      message: M.cancelledByTeam,
      class: await editing.cancel(request.user, actorOf(request), request.params.id, request.body.reason),
    }),
  );
};

export default adminWebinarsRoutes;
