import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '@vitalia/shared/api';
import {
  DateOverrideInputSchema,
  OverrideParamsSchema,
  TimeOffInputSchema,
  TimeOffParamsSchema,
  TrainerAvailabilitySchema,
  TrainerServicesInputSchema,
  TrainerServicesResponseSchema,
  WeeklyHoursInputSchema,
} from '@vitalia/shared/scheduling';
import { actorOf } from '../../../../lib/audit-actor';

const tags = ['administración'];
const response = { 200: TrainerAvailabilitySchema };

/**
 * /api/admin/availability/{trainerId}: a professional's weekly hours (in her zone), dated exceptions and
 * time off. Each call answers the whole availability as it now is.
 */
const adminAvailabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = app.schedulingAdminService;

  app.get('/:id', { schema: { tags, params: IdParamsSchema, response } }, async (request) =>
    admin.availability(request.params.id),
  );

  /** Which consultation types she offers (issue 45 §6). */
  app.get(
    '/:id/services',
    { schema: { tags, params: IdParamsSchema, response: { 200: TrainerServicesResponseSchema } } },
    async (request) => app.teamCalendar.services(request.params.id),
  );

  app.put(
    '/:id/services',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: TrainerServicesInputSchema,
        response: { 200: TrainerServicesResponseSchema },
      },
    },
    async (request) =>
      app.teamCalendar.setServices(actorOf(request), request.params.id, request.body.type_ids),
  );

  app.put(
    '/:id/weekly',
    { schema: { tags, params: IdParamsSchema, body: WeeklyHoursInputSchema, response } },
    async (request) => admin.replaceWeekly(actorOf(request), request.params.id, request.body),
  );

  app.put(
    '/:id/dates/:date',
    { schema: { tags, params: OverrideParamsSchema, body: DateOverrideInputSchema, response } },
    async (request) =>
      admin.setOverride(actorOf(request), request.params.id, request.params.date, request.body.intervals),
  );

  app.delete(
    '/:id/dates/:date',
    { schema: { tags, params: OverrideParamsSchema, response } },
    async (request) => admin.removeOverride(actorOf(request), request.params.id, request.params.date),
  );

  app.post(
    '/:id/time-off',
    { schema: { tags, params: IdParamsSchema, body: TimeOffInputSchema, response } },
    async (request) => admin.addTimeOff(actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/:id/time-off/:timeOffId',
    { schema: { tags, params: TimeOffParamsSchema, response } },
    async (request) => admin.removeTimeOff(actorOf(request), request.params.id, request.params.timeOffId),
  );
};

export default adminAvailabilityRoutes;
