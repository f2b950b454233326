import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '@vitalia/shared/api';
import { SCHEDULING_MESSAGES as M } from '@vitalia/shared/messages/scheduling';
import {
  AdminAppointmentResponseSchema,
  AdminAppointmentsQuerySchema,
  AdminAppointmentsResponseSchema,
  StaffAppointmentStatusSchema,
} from '@vitalia/shared/scheduling';
import { actorOf } from '../../../../lib/audit-actor';

/** /api/admin/appointments (SPEC §7 admin): every booking, filterable, and its state (done, missed, cancelled). */
const adminAppointmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['admin'],
        querystring: AdminAppointmentsQuerySchema,
        response: { 200: AdminAppointmentsResponseSchema },
      },
    },
    async (request) => app.staffAppointments.adminList(request.query),
  );

  app.post(
    '/:id/status',
    {
      schema: {
        tags: ['admin'],
        params: IdParamsSchema,
        body: StaffAppointmentStatusSchema,
        response: { 200: AdminAppointmentResponseSchema },
      },
    },
    async (request) => ({
      success: true,
      message: request.body.status === 'cancelled' ? M.cancelledByTeam : M.statusSaved,
      appointment: await app.staffAppointments.staffSetStatus(
        { user: request.user, actor: actorOf(request), scope: 'admin' },
        request.params.id,
        request.body,
      ),
    }),
  );
};

export default adminAppointmentsRoutes;
