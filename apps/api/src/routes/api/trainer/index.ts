import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '@vitalia/shared/api';
import {
  AttendeesResponseSchema,
  ClassListResponseSchema,
  MyClassesQuerySchema,
} from '@vitalia/shared/classes';
import { SCHEDULING_MESSAGES as M } from '@vitalia/shared/messages/scheduling';
import {
  AdminAppointmentResponseSchema,
  DateOverrideInputSchema,
  MyAppointmentsQuerySchema,
  OwnOverrideParamsSchema,
  OwnTimeOffParamsSchema,
  TimeOffInputSchema,
  TrainerAvailabilitySchema,
  WeeklyHoursInputSchema,
  StaffAppointmentStatusSchema,
  TrainerAppointmentsResponseSchema,
} from '@vitalia/shared/scheduling';
import { actorOf } from '../../../lib/audit-actor';
import { IntakeResponseSchema } from '@vitalia/shared/onboarding';

const tags = ['citas'];

/** /api/trainer: a professional's own work (SPEC `/trainer/classes`): her appointments and her classes. */
const trainerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/appointments',
    {
      schema: {
        tags,
        querystring: MyAppointmentsQuerySchema,
        response: { 200: TrainerAppointmentsResponseSchema },
      },
    },
    async (request) => app.staffAppointments.forTrainer(request.user, request.query),
  );

  /** She records that one of her appointments happened or was missed, or cancels it; anyone else's is a 404. */
  app.post(
    '/appointments/:id/status',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: StaffAppointmentStatusSchema,
        response: { 200: AdminAppointmentResponseSchema },
      },
    },
    async (request) => ({
      success: true,
      message: request.body.status === 'cancelled' ? M.cancelledByTeam : M.statusSaved,
      appointment: await app.staffAppointments.staffSetStatus(
        { user: request.user, actor: actorOf(request), scope: 'trainer' },
        request.params.id,
        request.body,
      ),
    }),
  );

  /**
   * The intake of a member who booked her (SPEC: trainers read an attendee's intake only for members booked
   * with them). Anyone else is a 404, as if there were no such member; each read is audited.
   */
  app.get(
    '/members/:id/intake',
    { schema: { tags, params: IdParamsSchema, response: { 200: IntakeResponseSchema } } },
    async (request) => app.staffAppointments.clientIntake(request.user, actorOf(request), request.params.id),
  );

  // Her own hours: the same editor calls as an admin's, for the trainer row linked to her account.
  const admin = app.schedulingAdminService;
  const ownTrainerId = (userId: number) => admin.ownTrainerId(userId);
  const availability = { 200: TrainerAvailabilitySchema };

  app.get('/availability', { schema: { tags, response: availability } }, async (request) =>
    admin.availability(await ownTrainerId(request.user.id)),
  );

  app.put(
    '/availability/weekly',
    { schema: { tags, body: WeeklyHoursInputSchema, response: availability } },
    async (request) =>
      admin.replaceWeekly(actorOf(request), await ownTrainerId(request.user.id), request.body),
  );

  app.put(
    '/availability/dates/:date',
    {
      schema: {
        tags,
        params: OwnOverrideParamsSchema,
        body: DateOverrideInputSchema,
        response: availability,
      },
    },
    async (request) =>
      admin.setOverride(
        actorOf(request),
        await ownTrainerId(request.user.id),
        request.params.date,
        request.body.intervals,
      ),
  );

  app.delete(
    '/availability/dates/:date',
    { schema: { tags, params: OwnOverrideParamsSchema, response: availability } },
    async (request) =>
      admin.removeOverride(actorOf(request), await ownTrainerId(request.user.id), request.params.date),
  );

  app.post(
    '/availability/time-off',
    { schema: { tags, body: TimeOffInputSchema, response: availability } },
    async (request) => admin.addTimeOff(actorOf(request), await ownTrainerId(request.user.id), request.body),
  );

  app.delete(
    '/availability/time-off/:timeOffId',
    { schema: { tags, params: OwnTimeOffParamsSchema, response: availability } },
    async (request) =>
      admin.removeTimeOff(actorOf(request), await ownTrainerId(request.user.id), request.params.timeOffId),
  );

  app.get(
    '/classes',
    {
      schema: {
        tags: ['clases'],
        querystring: MyClassesQuerySchema,
        response: { 200: ClassListResponseSchema },
      },
    },
    async (request) => app.classListings.forTrainer(request.user, request.query),
  );

  /** Who is in one of her classes; another trainer's class answers 404, as if it did not exist. */
  app.get(
    '/classes/:id/attendees',
    { schema: { tags: ['clases'], params: IdParamsSchema, response: { 200: AttendeesResponseSchema } } },
    async (request) => app.classListings.attendees(request.user, request.params.id),
  );
};

export default trainerRoutes;
