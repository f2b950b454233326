import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema, SuccessSchema } from '@vitalia/shared/api';
import { SCHEDULING_MESSAGES as M } from '@vitalia/shared/messages/scheduling';
import {
  AppointmentListResponseSchema,
  AppointmentResponseSchema,
  AppointmentRoomResponseSchema,
  AvailableDaysQuerySchema,
  AvailableDaysResponseSchema,
  AvailableSlotsQuerySchema,
  AvailableSlotsResponseSchema,
  BOOKING_LIMIT,
  BookAppointmentSchema,
  BookingOptionsResponseSchema,
  CancelAppointmentSchema,
  HOLD_LIMIT,
  HoldResponseSchema,
  HoldSlotSchema,
  IdempotencyKeyHeadersSchema,
  MyAppointmentsQuerySchema,
  RescheduleAppointmentSchema,
} from '@vitalia/shared/scheduling';
import type { RouteAccess } from '../../../plugins/app/authorization';
import { ConsultationSummariesResponseSchema } from '@vitalia/shared/practice';
import { openRoom } from '../../../plugins/app/scheduling/appointment-rooms';

const tags = ['citas'];
/** Booking, and moving her booking to another time (which books that time). */
const BOOKS: RouteAccess = { permission: ['create', 'appointment', 'own'] };
const CANCELS: RouteAccess = { permission: ['delete', 'appointment', 'own'] };

/**
 * /api/appointments (SPEC §7 "Appointments and webinars"): free slots, her bookings, cancel and reschedule.
 * Every call about one appointment is scoped to the caller: someone else's answers 404, as if it did not
 * exist. No SQL here; the rules live in the scheduling service.
 */
const appointmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const slots = app.appointmentSlots;
  const booking = app.appointmentBooking;
  const mine = app.myAppointments;

  app.get(
    '/options',
    { schema: { tags, response: { 200: BookingOptionsResponseSchema } } },
    async (request) => slots.options(request.user),
  );

  /** Summaries her professionals shared with her ("Compartir resumen con la socia", issue 45 §3). */
  app.get(
    '/summaries',
    { schema: { tags, response: { 200: ConsultationSummariesResponseSchema } } },
    async (request) => app.clinicalNotes.summariesFor(request.user.id),
  );

  app.get(
    '/available-slots',
    {
      schema: {
        tags,
        querystring: AvailableSlotsQuerySchema,
        response: { 200: AvailableSlotsResponseSchema },
      },
    },
    async (request) => slots.availableSlots(request.query, request.user.id),
  );

  app.get(
    '/available-days',
    {
      schema: { tags, querystring: AvailableDaysQuerySchema, response: { 200: AvailableDaysResponseSchema } },
    },
    async (request) => slots.availableDays(request.query),
  );

  /** Holds a time for her while she confirms (a few minutes); a repeat moves her hold. */
  app.post(
    '/hold',
    {
      config: { access: BOOKS },
      schema: { tags, body: HoldSlotSchema, response: { 201: HoldResponseSchema } },
    },
    async (request, reply) => {
      await app.rateLimiter.consume(`hold:${request.user.id}`, HOLD_LIMIT, M.bookingLimited);
      return reply.code(201).send({ success: true, ...(await booking.hold(request.user, request.body)) });
    },
  );

  app.delete(
    '/hold',
    { config: { access: BOOKS }, schema: { tags, response: { 200: SuccessSchema } } },
    async (request) => {
      await booking.releaseHold(request.user);
      return { success: true };
    },
  );

  app.get(
    '/upcoming',
    { schema: { tags, response: { 200: AppointmentListResponseSchema } } },
    async (request) => mine.mine(request.user, { when: 'upcoming', page: 1 }),
  );

  app.get(
    '/',
    {
      schema: {
        tags,
        querystring: MyAppointmentsQuerySchema,
        response: { 200: AppointmentListResponseSchema },
      },
    },
    async (request) => mine.mine(request.user, request.query),
  );

  app.post(
    '/',
    {
      config: { access: BOOKS },
      schema: {
        tags,
        body: BookAppointmentSchema,
        headers: IdempotencyKeyHeadersSchema,
        response: { 200: AppointmentResponseSchema, 201: AppointmentResponseSchema },
      },
    },
    async (request, reply) => {
      await app.rateLimiter.consume(`booking:${request.user.id}`, BOOKING_LIMIT, M.bookingLimited);
      const { appointment, created } = await booking.book(request.user, {
        ...request.body,
        idempotency_key: request.body.idempotency_key ?? request.headers['idempotency-key'],
      });
      return reply.code(created ? 201 : 200).send({ success: true, message: M.booked, appointment });
    },
  );

  app.get(
    '/:id',
    { schema: { tags, params: IdParamsSchema, response: { 200: AppointmentResponseSchema } } },
    async (request) => ({
      success: true,
      appointment: await mine.one(request.user, request.params.id),
    }),
  );

  /** Her consultation's own video room (issue 45 §5): its two participants, from 15 minutes before. */
  app.get(
    '/:id/room',
    { schema: { tags, params: IdParamsSchema, response: { 200: AppointmentRoomResponseSchema } } },
    async (request) => openRoom(app, request.user, request.params.id),
  );

  app.get(
    '/:id/calendar.ics',
    { schema: { tags, params: IdParamsSchema, response: { 200: z.string() } } },
    async (request, reply) => {
      const file = await mine.calendarFile(request.user, request.params.id);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="cita-${request.params.id}.ics"`)
        .header('cache-control', 'private, no-store')
        .send(file);
    },
  );

  app.post(
    '/:id/cancel',
    {
      config: { access: CANCELS },
      schema: {
        tags,
        params: IdParamsSchema,
        body: CancelAppointmentSchema,
        response: { 200: AppointmentResponseSchema },
      },
    },
    async (request) => ({
      success: true,
      message: M.cancelled,
      appointment: await booking.cancel(request.user, request.params.id, request.body.reason),
    }),
  );

  app.post(
    '/:id/reschedule',
    {
      config: { access: BOOKS },
      schema: {
        tags,
        params: IdParamsSchema,
        body: RescheduleAppointmentSchema,
        response: { 200: AppointmentResponseSchema },
      },
    },
    async (request) => {
      await app.rateLimiter.consume(`booking:${request.user.id}`, BOOKING_LIMIT, M.bookingLimited);
      return {
        success: true,
        message: M.rescheduled,
        appointment: await booking.reschedule(request.user, request.params.id, request.body.starts_at),
      };
    },
  );
};

export default appointmentsRoutes;
