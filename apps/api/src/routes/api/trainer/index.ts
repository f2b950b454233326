import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MyAppointmentsQuerySchema, TrainerAppointmentsResponseSchema } from '@vitalia/shared/scheduling';

/** /api/trainer: a professional's own work (SPEC `/trainer/classes`): her appointments today; classes later. */
const trainerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/appointments',
    {
      schema: {
        tags: ['citas'],
        querystring: MyAppointmentsQuerySchema,
        response: { 200: TrainerAppointmentsResponseSchema },
      },
    },
    async (request) => app.schedulingService.forTrainer(request.user, request.query),
  );
};

export default trainerRoutes;
