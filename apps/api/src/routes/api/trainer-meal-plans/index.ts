import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '@vitalia/shared/api';
import {
  CreateMealPlanSchema,
  MealPlanInputSchema,
  MealPlanPreviewResponseSchema,
  MealPlanPreviewSchema,
  MealPlanResponseSchema,
  MealPlanSummariesResponseSchema,
  NumbersSettingInputSchema,
  NumbersSettingResponseSchema,
} from '@vitalia/shared/meal-plans';
import { actorOf } from '../../../lib/audit-actor';
import { MemberParamsSchema } from '@vitalia/shared/practice';

const tags = ['meal-plans'];

/** /api/trainer/… (issue 47): a professional writes her clients' weekly meal plans and her templates. */
const trainerMealPlansRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.mealPlans;

  app.post(
    '/clients/:memberId/meal-plans',
    {
      schema: {
        tags,
        params: MemberParamsSchema,
        body: CreateMealPlanSchema,
        response: { 201: MealPlanResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        success: true,
        plan: await service.create(request.user, request.params.memberId, request.body),
      }),
  );

  app.put(
    '/meal-plans/:id',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: MealPlanInputSchema,
        response: { 200: MealPlanResponseSchema },
      },
    },
    async (request) => ({
      success: true,
      plan: await service.update(request.user, request.params.id, request.body),
    }),
  );

  app.post(
    '/meal-plans/preview',
    {
      schema: {
        tags,
        body: MealPlanPreviewSchema,
        response: { 200: MealPlanPreviewResponseSchema },
      },
    },
    async (request) => ({ success: true, ...(await service.preview(request.user, request.body)) }),
  );

  // "Sin números" for a client in her care (eating-disorder care); a change is audited.
  app.get(
    '/clients/:memberId/nutrition-numbers',
    { schema: { tags, params: MemberParamsSchema, response: { 200: NumbersSettingResponseSchema } } },
    async (request) => ({
      success: true,
      setting: await app.nutritionNumbers.ofClient(request.user, request.params.memberId),
    }),
  );

  app.put(
    '/clients/:memberId/nutrition-numbers',
    {
      schema: {
        tags,
        params: MemberParamsSchema,
        body: NumbersSettingInputSchema,
        response: { 200: NumbersSettingResponseSchema },
      },
    },
    async (request) => ({
      success: true,
      setting: await app.nutritionNumbers.setForClient(
        request.user,
        actorOf(request),
        request.params.memberId,
        request.body.hidden,
      ),
    }),
  );

  app.get(
    '/meal-plan-templates',
    { schema: { tags, response: { 200: MealPlanSummariesResponseSchema } } },
    async (request) => ({ success: true, plans: await service.templates(request.user) }),
  );

  app.get(
    '/clients/:memberId/meal-plans',
    { schema: { tags, params: MemberParamsSchema, response: { 200: MealPlanSummariesResponseSchema } } },
    async (request) => ({
      success: true,
      plans: await service.forClient(request.user, request.params.memberId),
    }),
  );

  app.post(
    '/meal-plan-templates',
    { schema: { tags, body: MealPlanInputSchema, response: { 201: MealPlanResponseSchema } } },
    async (request, reply) =>
      reply.code(201).send({ success: true, plan: await service.createTemplate(request.user, request.body) }),
  );
};

export default trainerMealPlansRoutes;
