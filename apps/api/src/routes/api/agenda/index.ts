import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AgendaResponseSchema } from '@vitalia/shared/scheduling';

/** GET /api/agenda (SPEC §7 "Other"): the caller's upcoming appointments and classes in one list. */
const agendaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { tags: ['citas'], response: { 200: AgendaResponseSchema } } }, async (request) => {
    const [appointments, classes] = await Promise.all([
      app.myAppointments.agenda(request.user),
      app.classListings.agendaItems(request.user),
    ]);
    const items = [...appointments.items, ...classes].sort((a, b) => a.starts_at.localeCompare(b.starts_at));
    return { success: true, items };
  });
};

export default agendaRoutes;
