import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config/env';
import platformRoutes from './platform';

/** Every /api route module, registered in one place. */
const apiRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  await app.register(platformRoutes, { config });
};

export default apiRoutes;
