import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '@vitalia/shared/api';
import {
  AttendeesResponseSchema,
  ClassListResponseSchema,
  MyClassesQuerySchema,
} from '@vitalia/shared/classes';
import { MyAppointmentsQuerySchema, TrainerAppointmentsResponseSchema } from '@vitalia/shared/scheduling';

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
