import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES } from '@vitalia/shared/api';
import {
  can,
  hasPlan,
  type Action,
  type Entity,
  type Ownership,
  type Role,
} from '@vitalia/shared/permissions';
import { PLAN_LABELS, type PlanType } from '@vitalia/shared/plans';
import { AppError } from '../../lib/app-error';
import type { UserRow } from './users/user-presenter';

/**
 * What a route demands of its caller, declared in the route's `config.access` (or given to a whole folder
 * by routes/api/index.ts). One `onRequest` hook enforces it, so 401/403 come before any body is parsed.
 * - `public`: anyone; the handler may still read `request.session()`.
 * - `signed-in`: any account.
 * - `{ role }`: one of these roles.
 * - `{ permission, ownerParam }`: the policy table of @vitalia/shared/permissions. With `ownerParam`, the
 *   record's owner is that path parameter (a user id): `own` applies only when it is the caller. With
 *   `hideOthers`, someone else's record answers 404, as if it did not exist (health data: even its existence
 *   is personal).
 * - `{ plan }`: at least this plan (admins always pass).
 */
export type RouteAccess =
  | 'public'
  | 'signed-in'
  | { role: readonly Role[] }
  | { permission: readonly [Action, Entity, Ownership]; ownerParam?: string; hideOthers?: boolean }
  | { plan: PlanType };

export interface RouteAccessEntry {
  method: string;
  url: string;
  access: RouteAccess;
}

type Gate = (request: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyInstance {
    requireUser: Gate;
    requireRole: (...roles: Role[]) => Gate;
    requirePermission: (
      action: Action,
      entity: Entity,
      ownership: Ownership,
      ownerParam?: string,
      hideOthers?: boolean,
    ) => Gate;
    requirePlan: (plan: PlanType) => Gate;
    /** Every /api route with the access it declared: the permission matrix test is generated from it. */
    routeAccessTable: RouteAccessEntry[];
  }
  interface FastifyRequest {
    /** Set by the gate on every route that is not public: the signed-in account. */
    user: UserRow;
  }
}

export function planRequiredMessage(plan: PlanType): string {
  return `Esta sección es parte del plan ${PLAN_LABELS[plan]}. Mejora tu plan para acceder.`;
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('user', null as unknown as UserRow);

    const requireUser: Gate = async (request) => {
      const current = await request.session();
      if (!current) throw AppError.unauthorized();
      request.user = current.user;
    };

    const requireRole = (...roles: Role[]): Gate => {
      const allowed = new Set(roles);
      return async (request) => {
        await requireUser(request);
        // DESIGN difference 1: only the stored role makes an admin.
        if (!allowed.has(request.user.role)) throw AppError.forbidden();
      };
    };

    const requirePermission =
      (action: Action, entity: Entity, ownership: Ownership, ownerParam?: string, hideOthers = false): Gate =>
      async (request) => {
        await requireUser(request);
        const { role, id } = request.user;
        if (can(role, action, entity, 'any')) return;
        if (ownership === 'own') {
          const params = request.params as Record<string, string | undefined>;
          const isOwner = ownerParam === undefined || params[ownerParam] === String(id);
          if (isOwner && can(role, action, entity, 'own')) return;
          if (!isOwner && hideOthers) throw AppError.notFound();
        }
        throw AppError.forbidden();
      };

    const requirePlan =
      (plan: PlanType): Gate =>
      async (request) => {
        await requireUser(request);
        if (!hasPlan({ role: request.user.role, plan: request.user.planType }, plan))
          throw new AppError(403, planRequiredMessage(plan), ERROR_CODES.PLAN_REQUIRED);
      };

    const gateFor = (access: RouteAccess): Gate | null => {
      if (access === 'public') return null;
      if (access === 'signed-in') return requireUser;
      if ('role' in access) return requireRole(...access.role);
      if ('plan' in access) return requirePlan(access.plan);
      const [action, entity, ownership] = access.permission;
      return requirePermission(action, entity, ownership, access.ownerParam, access.hideOthers);
    };

    // Gates are built once per route, when it is registered, and looked up per request by route.
    const gates = new WeakMap<object, Gate | null>();
    // Callback style: a public route costs no promise at all.
    app.addHook('onRequest', (request, _reply, done) => {
      const config = request.routeOptions.config;
      let gate = gates.get(config);
      if (gate === undefined) {
        gate = config.access ? gateFor(config.access) : null;
        gates.set(config, gate);
      }
      if (!gate) return done();
      gate(request).then(() => done(), done);
    });

    app.decorate('requireUser', requireUser);
    app.decorate('requireRole', requireRole);
    app.decorate('requirePermission', requirePermission);
    app.decorate('requirePlan', requirePlan);
    app.decorate('routeAccessTable', [] as RouteAccessEntry[]);
  },
  { name: 'authorization', dependencies: ['sessions'] },
);
