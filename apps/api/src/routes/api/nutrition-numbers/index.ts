import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NumbersSettingInputSchema, NumbersSettingResponseSchema } from '@vitalia/shared/meal-plans';

const tags = ['meal-plans'];

/** /api/users/me/nutrition-numbers (issue 47): "Sin números", her own switch. */
const nutritionNumbersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { tags, response: { 200: NumbersSettingResponseSchema } } }, async (request) => ({
    success: true,
    setting: await app.nutritionNumbers.mine(request.user),
  }));

  app.put(
    '/',
    { schema: { tags, body: NumbersSettingInputSchema, response: { 200: NumbersSettingResponseSchema } } },
    async (request) => ({
      success: true,
      setting: await app.nutritionNumbers.setMine(request.user, request.body.hidden),
    }),
  );
};

export default nutritionNumbersRoutes;
