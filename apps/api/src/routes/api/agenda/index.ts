import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AgendaResponseSchema } from '@vitalia/shared/scheduling';

/** GET /api/agenda (SPEC §7 "Other"): the caller's upcoming appointments (and, later, classes) in one list. */
const agendaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { tags: ['citas'], response: { 200: AgendaResponseSchema } } }, async (request) =>
    app.schedulingService.agenda(request.user),
  );
};

export default agendaRoutes;
