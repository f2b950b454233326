import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdSchema, MessageResponseSchema } from '@vitalia/shared/api';
import { PROGRESS_MESSAGES as M } from '@vitalia/shared/messages/progress';
import { MemberParamsSchema } from '@vitalia/shared/practice';
import { ProgressMetricsResponseSchema } from '@vitalia/shared/progress';
import {
  CustomMeasureInputSchema,
  CustomValueInputSchema,
  GoalInputSchema,
  GoalParamsSchema,
  PROGRESS_CSV_HEADER,
  progressCsvRows,
} from '@vitalia/shared/progress-goals';
import { actorOf } from '../../../lib/audit-actor';
import { csvResponse } from '../../../lib/csv';

const tags = ['progress'];
const GoalRouteParamsSchema = MemberParamsSchema.extend(GoalParamsSchema.shape);
const CustomParamsSchema = MemberParamsSchema.extend({ id: IdSchema });

/**
 * A client's progress in her chart (issue 47): her series with their goals, the goals and custom measures
 * her professional sets, and the CSV. Only for a member in the caller's care (404 otherwise); audited.
 */
const trainerProgressRoutes: FastifyPluginAsyncZod = async (app) => {
  const goals = app.progressGoals;

  app.get(
    '/clients/:memberId/metrics',
    { schema: { tags, params: MemberParamsSchema, response: { 200: ProgressMetricsResponseSchema } } },
    async (request) => ({
      success: true,
      ...(await app.progress.metricsForClient(request.user, actorOf(request), request.params.memberId)),
    }),
  );

  app.put(
    '/clients/:memberId/goals/:measure',
    {
      schema: {
        tags,
        params: GoalRouteParamsSchema,
        body: GoalInputSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      const { memberId, measure } = request.params;
      const { target } = request.body;
      await goals.setGoal(request.user, actorOf(request), memberId, measure, target);
      return { success: true, message: target === null ? M.goalRemoved : M.goalSaved };
    },
  );

  app.post(
    '/clients/:memberId/custom-measures',
    {
      schema: {
        tags,
        params: MemberParamsSchema,
        body: CustomMeasureInputSchema,
        response: { 201: MessageResponseSchema.extend({ id: z.number().int() }) },
      },
    },
    async (request, reply) => {
      const made = await goals.createCustom(
        request.user,
        actorOf(request),
        request.params.memberId,
        request.body,
      );
      return reply.code(201).send({ success: true, message: M.customSaved, id: made.id });
    },
  );

  app.put(
    '/clients/:memberId/custom-measures/:id',
    {
      schema: {
        tags,
        params: CustomParamsSchema,
        body: CustomMeasureInputSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      const { memberId, id } = request.params;
      await goals.updateCustom(request.user, actorOf(request), memberId, id, request.body);
      return { success: true, message: M.customSaved };
    },
  );

  app.post(
    '/clients/:memberId/custom-measures/:id/values',
    {
      schema: {
        tags,
        params: CustomParamsSchema,
        body: CustomValueInputSchema,
        response: { 200: MessageResponseSchema, 201: MessageResponseSchema },
      },
    },
    async (request, reply) => {
      const { memberId, id } = request.params;
      const { created } = await goals.recordValue(request.user, actorOf(request), memberId, id, request.body);
      return reply.code(created ? 201 : 200).send({ success: true, message: M.valueSaved });
    },
  );

  app.get(
    '/clients/:memberId/progress.csv',
    { schema: { tags, params: MemberParamsSchema } },
    async (request, reply) => {
      const { memberId } = request.params;
      const { metrics } = await app.progress.metricsForClient(request.user, actorOf(request), memberId);
      return csvResponse(reply, `progreso-${memberId}.csv`, PROGRESS_CSV_HEADER, progressCsvRows(metrics));
    },
  );
};

export default trainerProgressRoutes;
