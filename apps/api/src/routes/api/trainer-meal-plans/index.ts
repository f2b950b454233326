import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '@vitalia/shared/api';
import {
  CreateMealPlanSchema,
  MealPlanInputSchema,
  MealPlanPreviewResponseSchema,
  MealPlanPreviewSchema,
  MealPlanResponseSchema,
  MealPlanSummariesResponseSchema,
} from '@vitalia/shared/meal-plans';
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
