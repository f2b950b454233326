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

/** A plugin of a domain's: what `domainPlugin` and `domainJobs` build. */
type DomainPart = ReturnType<typeof domainJobs>;

/**
 * One domain's registration (`plugins/app/<domain>/index.ts`, issue 44 §4): its repositories, services and
 * jobs in the order they depend on each other. Adding a domain is one line in app.ts's list.
 */
export interface Domain {
  name: string;
  repositories?: DomainPart[];
  services?: DomainPart[];
  jobs?: DomainPart[];
}

export const defineDomain = (domain: Domain): Domain => domain;

/**
 * Registers the domains in three passes: every repository first (a service may read any domain's tables),
 * then the services in the list's order (a service's plugin dependencies are on earlier domains' services),
 * then the queues and start-up work, which may use any service. Still one explicit list (ADR 0011: the
 * server is a bundle, so nothing is discovered from the file system).
 */
export async function registerDomains(app: FastifyInstance, domains: readonly Domain[]): Promise<void> {
  for (const pass of ['repositories', 'services', 'jobs'] as const)
    for (const domain of domains) for (const part of domain[pass] ?? []) await app.register(part);
}
