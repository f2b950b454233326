import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PlansResponseSchema } from '@vitalia/shared/commerce';
import { PublicTeamSchema } from '@vitalia/shared/storefront';
import { presentPlan } from '../../../plugins/app/commerce/plans-presenter';
import { presentTrainer } from '../../../plugins/app/trainers/trainer-presenter';

const tags = ['tienda pública'];

/**
 * /api/public: what a prospect reads before having an account (issue 48 §1, ADR 0085): the plans and their
 * prices, and the team with their Superintendencia registration numbers. Nothing here is personal.
 */
const publicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/plans',
    { config: { skipCsrfCookie: true }, schema: { tags, response: { 200: PlansResponseSchema } } },
    async (_request, reply) => {
      // Prices change a few times a year: a shared cache may keep them for a minute.
      void reply.header('cache-control', 'public, max-age=60');
      return { success: true, plans: (await app.membershipsRepository.listPlans()).map(presentPlan) };
    },
  );

  app.get(
    '/team',
    { config: { skipCsrfCookie: true }, schema: { tags, response: { 200: PublicTeamSchema } } },
    async (_request, reply) => {
      void reply.header('cache-control', 'public, max-age=60');
      return {
        success: true,
        professionals: (await app.trainersRepository.listActive()).map(presentTrainer),
      };
    },
  );
};

export default publicRoutes;
