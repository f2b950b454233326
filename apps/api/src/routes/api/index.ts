import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config/env';
import platformRoutes from './platform';
import authRoutes from './auth/index';
import adminRoutes from './admin/index';
import notificationRoutes from './notifications/index';
import memberRoutes from './member/index';
import profileRoutes from './profile/index';

/** Every /api route module, registered in one place. */
const apiRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  await app.register(platformRoutes, { config });
  await app.register(authRoutes, { config });
  await app.register(adminRoutes, { prefix: '/admin' });
  await app.register(notificationRoutes);
  await app.register(memberRoutes);
  await app.register(profileRoutes);
};

export default apiRoutes;
