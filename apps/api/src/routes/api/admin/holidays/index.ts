import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SCHEDULING_MESSAGES as M } from '@vitalia/shared/messages/scheduling';
import {
  HolidayInputSchema,
  HolidayParamsSchema,
  HolidaysQuerySchema,
  HolidaysResponseSchema,
} from '@vitalia/shared/scheduling';
import { z } from 'zod';
import { actorOf } from '../../../../lib/audit-actor';

const tags = ['admin'];
const Saved = HolidaysResponseSchema.extend({ message: z.string() });

/** /api/admin/holidays: Chile's public holidays, on which the team takes no appointments (issue 45 §6). */
const adminHolidaysRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { schema: { tags, querystring: HolidaysQuerySchema, response: { 200: HolidaysResponseSchema } } },
    async (request) => app.teamCalendar.list(request.query.year),
  );

  app.put(
    '/:date',
    { schema: { tags, params: HolidayParamsSchema, body: HolidayInputSchema, response: { 200: Saved } } },
    async (request) => ({
      ...(await app.teamCalendar.save(actorOf(request), request.params.date, request.body)),
      message: M.holidaySaved,
    }),
  );

  app.delete(
    '/:date',
    { schema: { tags, params: HolidayParamsSchema, response: { 200: Saved } } },
    async (request) => ({
      ...(await app.teamCalendar.remove(actorOf(request), request.params.date)),
      message: M.holidayRemoved,
    }),
  );
};

export default adminHolidaysRoutes;
