import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '@vitalia/shared/api';
import { SCHEDULING_MESSAGES as M } from '@vitalia/shared/messages/scheduling';
import {
  AdminAppointmentTypeResponseSchema,
  AdminAppointmentTypesResponseSchema,
  AppointmentTypeInputSchema,
} from '@vitalia/shared/scheduling';
import { actorOf } from '../../../../lib/audit-actor';

const tags = ['administración'];

/** /api/admin/appointment-types: the consultations members can book (duration, buffers, notice, plan). */
const adminAppointmentTypesRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = app.schedulingAdminService;

  app.get('/', { schema: { tags, response: { 200: AdminAppointmentTypesResponseSchema } } }, async () => ({
    success: true,
    types: await admin.types(),
  }));

  app.post(
    '/',
    {
      schema: {
        tags,
        body: AppointmentTypeInputSchema,
        response: { 201: AdminAppointmentTypeResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        success: true,
        message: M.typeCreated,
        type: await admin.createType(actorOf(request), request.body),
      }),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: AppointmentTypeInputSchema,
        response: { 200: AdminAppointmentTypeResponseSchema },
      },
    },
    async (request) => ({
      success: true,
      message: M.typeSaved,
      type: await admin.updateType(actorOf(request), request.params.id, request.body),
    }),
  );
};

export default adminAppointmentTypesRoutes;
