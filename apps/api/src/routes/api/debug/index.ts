import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RouteTableSchema } from '@vitalia/shared/diagnostics';
import type { RouteAccess } from '../../../plugins/app/authorization';

const tags = ['administración'];

/** One declared access as two words for people: its kind and what it names. */
export function describeAccess(access: RouteAccess): { access: string; requires: string | null } {
  if (access === 'public' || access === 'signed-in') return { access, requires: null };
  if ('role' in access) return { access: 'role', requires: access.role.join(', ') };
  if ('plan' in access) return { access: 'plan', requires: access.plan };
  if ('entitlement' in access)
    return { access: 'entitlement', requires: `${access.entitlement} (${access.param ?? 'id'})` };
  const [action, entity, ownership] = access.permission;
  return { access: 'permission', requires: `${action}:${entity}:${ownership}` };
}

/** SPEC §7 /debug/routes: the route table with each route's declared access (admins only, issue 21 §3). */
const debugRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/routes', { schema: { tags, response: { 200: RouteTableSchema } } }, async () => {
    const routes = app.routeAccessTable
      .map((route) => ({ method: route.method, url: route.url, ...describeAccess(route.access) }))
      .sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
    return { success: true, total: routes.length, routes };
  });
};

export default debugRoutes;
