import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

type DecoratorName = Extract<keyof FastifyInstance, string>;

/**
 * Registers one repository or service as the typed decorator `name` (declared with `declare module
 * 'fastify'` beside it), built once from the app, after the plugins it depends on.
 */
export function domainPlugin<K extends DecoratorName>(
  name: K,
  /** May be async: a domain that declares its queue (app.jobs.define) before it serves. */
  create: (app: FastifyInstance) => FastifyInstance[K] | Promise<FastifyInstance[K]>,
  dependencies: string[],
) {
  return fp(
    async (app: FastifyInstance) => {
      // Fastify's `decorate` typing cannot tie a generic key to its declared type; `create` already does.
      (app.decorate as (key: string, value: unknown) => void).call(app, name, await create(app));
    },
    // Every domain may read `app.config`, so each depends on it.
    {
      name: name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`),
      dependencies: ['app-config', ...dependencies],
    },
  );
}

/**
 * Registers a domain's queues and start-up work that decorate nothing (a transcoding queue, the demo files'
 * first render), after the plugins it depends on: the same registration as `domainPlugin`, without a name to
 * decorate.
 */
export function domainJobs(
  name: string,
  define: (app: FastifyInstance) => Promise<void>,
  dependencies: string[],
) {
  return fp(define, { name, dependencies: ['app-config', ...dependencies] });
}
