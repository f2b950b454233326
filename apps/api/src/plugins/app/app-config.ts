import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config/env';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The validated configuration, read by domain plugins (`app.config.PUBLIC_URL`) instead of being closed over
     * by plugin factories: one way to configure a domain (ADR 0010).
     */
    config: AppConfig;
  }
}

/** Registered first, so that every domain plugin may read it; it is frozen, nothing changes it at run time. */
export default fp(
  async (app: FastifyInstance, options: { config: AppConfig }) => {
    app.decorate('config', Object.freeze({ ...options.config }));
  },
  { name: 'app-config' },
);
