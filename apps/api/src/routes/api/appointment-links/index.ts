import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SCHEDULING_MESSAGES as M } from '@vitalia/shared/messages/scheduling';
import {
  AvailableDaysResponseSchema,
  AvailableSlotsResponseSchema,
  CancelAppointmentSchema,
  LinkDaysQuerySchema,
  LinkSlotsQuerySchema,
  MANAGE_LINK_LIMIT,
  ManagedAppointmentResponseSchema,
  ManageLinkParamsSchema,
  RescheduleAppointmentSchema,
} from '@vitalia/shared/scheduling';

const tags = ['citas'];

/**
 * /api/appointment-links/{token}: what an e-mail's link opens without signing in (ADR 0040). The signed
 * token is the credential: it names one appointment, one version of it, and one purpose (cancel, or move
 * to another time); the same notice rules as in Mis Citas apply. Anything else about a link is a 404 with
 * one Spanish sentence.
 */
const appointmentLinksRoutes: FastifyPluginAsyncZod = async (app) => {
  const mine = app.myAppointments;
  const limited = (ip: string) =>
    app.rateLimiter.consume(`appointment-link:${ip}`, MANAGE_LINK_LIMIT, M.linkLimited);

  app.get(
    '/:token',
    { schema: { tags, params: ManageLinkParamsSchema, response: { 200: ManagedAppointmentResponseSchema } } },
    async (request, reply) => {
      await limited(request.ip);
      const { row, member, purpose } = await mine.linked(request.params.token);
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      return { success: true, appointment: mine.presentLinked(row, member, purpose) };
    },
  );

  app.post(
    '/:token/cancel',
    {
      schema: {
        tags,
        params: ManageLinkParamsSchema,
        body: CancelAppointmentSchema,
        response: { 200: ManagedAppointmentResponseSchema },
      },
    },
    async (request) => {
      await limited(request.ip);
      const { row, member } = await mine.linked(request.params.token, 'cancel');
      await app.appointmentBooking.cancel(member, row.id, request.body.reason);
      const after = await mine.presentLinkedById(row.id, member, 'cancel');
      return { success: true, message: M.cancelled, appointment: after };
    },
  );

  /** The days of a month with free times of the same professional and consultation, for its calendar. */
  app.get(
    '/:token/days',
    {
      schema: {
        tags,
        params: ManageLinkParamsSchema,
        querystring: LinkDaysQuerySchema,
        response: { 200: AvailableDaysResponseSchema },
      },
    },
    async (request, reply) => {
      await limited(request.ip);
      const { row } = await mine.linked(request.params.token, 'reschedule');
      reply.header('cache-control', 'no-store');
      return app.appointmentSlots.availableDays({
        ...request.query,
        trainer_id: row.trainerId,
        type_id: row.typeId,
      });
    },
  );

  /** The free times of the same professional and consultation on one date, for a reschedule link. */
  app.get(
    '/:token/slots',
    {
      schema: {
        tags,
        params: ManageLinkParamsSchema,
        querystring: LinkSlotsQuerySchema,
        response: { 200: AvailableSlotsResponseSchema },
      },
    },
    async (request, reply) => {
      await limited(request.ip);
      const { row } = await mine.linked(request.params.token, 'reschedule');
      reply.header('cache-control', 'no-store');
      return app.appointmentSlots.availableSlots({
        ...request.query,
        trainer_id: row.trainerId,
        type_id: row.typeId,
      });
    },
  );

  app.post(
    '/:token/reschedule',
    {
      schema: {
        tags,
        params: ManageLinkParamsSchema,
        body: RescheduleAppointmentSchema,
        response: { 200: ManagedAppointmentResponseSchema },
      },
    },
    async (request) => {
      await limited(request.ip);
      const { row, member } = await mine.linked(request.params.token, 'reschedule');
      await app.appointmentBooking.reschedule(member, row.id, request.body.starts_at);
      const after = await mine.presentLinkedById(row.id, member, 'reschedule');
      return { success: true, message: M.rescheduled, appointment: after };
    },
  );
};

export default appointmentLinksRoutes;
