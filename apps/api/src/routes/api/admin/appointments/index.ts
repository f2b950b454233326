import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminAppointmentsQuerySchema, AdminAppointmentsResponseSchema } from '@vitalia/shared/scheduling';

/** GET /api/admin/appointments (SPEC §7 admin): every booking, filterable by state, trainer and dates. */
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
    async (request) => app.schedulingService.adminList(request.query),
  );
};

export default adminAppointmentsRoutes;
