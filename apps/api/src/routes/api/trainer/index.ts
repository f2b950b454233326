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
  MyAppointmentsQuerySchema,
  StaffAppointmentStatusSchema,
  TrainerAppointmentsResponseSchema,
} from '@vitalia/shared/scheduling';
import { actorOf } from '../../../plugins/app/admin/audit-log';
import { AppError } from '../../../lib/app-error';
import { IntakeResponseSchema } from '@vitalia/shared/onboarding';
import { PROFILE_MESSAGES } from '@vitalia/shared/messages/profile';

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
    async (request) => app.schedulingService.forTrainer(request.user, request.query),
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
      appointment: await app.schedulingService.staffSetStatus(
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
    async (request) => {
      if (!(await app.schedulingRepository.isClientOf(request.user.id, request.params.id)))
        throw AppError.notFound(PROFILE_MESSAGES.userNotFound);
      return app.onboardingService.intakeReadBy(actorOf(request), request.params.id);
    },
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
    async (request) => app.classesService.forTrainer(request.user, request.query),
  );

  /** Who is in one of her classes; another trainer's class answers 404, as if it did not exist. */
  app.get(
    '/classes/:id/attendees',
    { schema: { tags: ['clases'], params: IdParamsSchema, response: { 200: AttendeesResponseSchema } } },
    async (request) => app.classesService.attendees(request.user, request.params.id),
  );
};

export default trainerRoutes;
