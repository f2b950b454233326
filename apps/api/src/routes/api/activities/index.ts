import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formatLongDateTime } from '@vitalia/shared/dates';
import { ACTIVITIES_LIMIT, ActivitiesResponseSchema, type ActivityItem } from '@vitalia/shared/scheduling';

/**
 * GET /api/activities (SPEC §7 "Other"): her recent activity, newest first: appointments booked, cancelled
 * or done, classes she signed up for, waited for, left or attended. Only her own rows are read.
 */
const activitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { schema: { tags: ['citas'], response: { 200: ActivitiesResponseSchema } } },
    async (request) => {
      const userId = request.user.id;
      const now = Date.now();
      const [appointments, registrations] = await Promise.all([
        app.schedulingRepository.recentForMember(userId, ACTIVITIES_LIMIT),
        app.classesRepository.recentRegistrations(userId, ACTIVITIES_LIMIT),
      ]);
      const items: ActivityItem[] = [];
      for (const row of appointments) {
        const what = `${row.type.name} con ${row.trainer.name}, ${formatLongDateTime(row.startsAt)}`;
        const href = `/citas#cita-${row.id}`;
        if (row.status === 'cancelled')
          items.push({
            kind: 'appointment-cancelled',
            title: `Cita cancelada: ${what}`,
            at: (row.cancelledAt ?? row.updatedAt).toISOString(),
            href,
          });
        else if (row.status === 'completed' || (row.status === 'confirmed' && row.endsAt.getTime() <= now))
          items.push({
            kind: 'appointment-done',
            title: `Cita realizada: ${what}`,
            at: row.endsAt.toISOString(),
            href,
          });
        else if (row.status === 'confirmed')
          items.push({
            kind: 'appointment-booked',
            title: `Agendaste ${what}`,
            at: row.createdAt.toISOString(),
            href,
          });
      }
      for (const { live, registration } of registrations) {
        const what = `${live.title}, ${formatLongDateTime(live.startsAt)}`;
        const href = `/classes#clase-${live.id}`;
        const ended = live.startsAt.getTime() + live.durationMinutes * 60_000 <= now;
        if (registration.status === 'registered' && ended && live.status === 'scheduled')
          items.push({
            kind: 'class-attended',
            title: `Clase: ${what}`,
            at: new Date(live.startsAt.getTime() + live.durationMinutes * 60_000).toISOString(),
            href,
          });
        else if (registration.status === 'registered')
          items.push({
            kind: 'class-registered',
            title: `Te inscribiste en ${what}`,
            at: registration.updatedAt.toISOString(),
            href,
          });
        else if (registration.status === 'waitlisted')
          items.push({
            kind: 'class-waitlisted',
            title: `Te uniste a la lista de espera de ${what}`,
            at: registration.updatedAt.toISOString(),
            href,
          });
        else if (registration.status === 'cancelled')
          items.push({
            kind: 'class-cancelled',
            title: `Inscripción cancelada: ${what}`,
            at: registration.updatedAt.toISOString(),
            href,
          });
      }
      items.sort((a, b) => b.at.localeCompare(a.at));
      return {
        success: true,
        items: items.filter((item) => Date.parse(item.at) <= now).slice(0, ACTIVITIES_LIMIT),
      };
    },
  );
};

export default activitiesRoutes;
