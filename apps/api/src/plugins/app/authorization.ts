import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasPlan, type Action, type Entity, type Ownership, type Role } from '@vitalia/shared/permissions';
import type { PlanType } from '@vitalia/shared/plans';
import { AppError } from '../../lib/app-error';
import { assertCan } from '../../lib/assert-can';
import { assertMayOpen, planRequired, type ContentItem, type ContentKind } from './entitlements/entitlements';
import { findContentItem } from './entitlements/entitlements-repository';
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
 * - `{ entitlement, param }`: the content item of this kind whose id is the path parameter `param` (default
 *   `id`) must exist (else 404) and the caller must be allowed to open it (entitlements' `mayOpen`: plan,
 *   grant, role, the item's own trainer), else the plan's Spanish 403. The item is left on
 *   `request.contentItem` for the handler.
 */
export type RouteAccess =
  | 'public'
  | 'signed-in'
  | { role: readonly Role[] }
  | { permission: readonly [Action, Entity, Ownership]; ownerParam?: string; hideOthers?: boolean }
  | { plan: PlanType }
  | { entitlement: ContentKind; param?: string };

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
    /** Set by an `{ entitlement }` gate: the item the caller was allowed to open. */
    contentItem: ContentItem | null;
  }
}

const POSITIVE_ID = /^[1-9][0-9]{0,9}$/;

export default fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('user', null as unknown as UserRow);
    app.decorateRequest('contentItem', null);

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
        if (ownership === 'any') return assertCan(request.user, action, entity, [null]);
        const params = request.params as Record<string, string | undefined>;
        // The path holds text: an owner id that is not the caller's, in any spelling, is someone else's.
        const owner = ownerParam === undefined ? undefined : Number(params[ownerParam]);
        const owners = owner === undefined ? undefined : [Number.isSafeInteger(owner) ? owner : null];
        assertCan(request.user, action, entity, owners, { hideOthers });
      };

    const requirePlan =
      (plan: PlanType): Gate =>
      async (request) => {
        await requireUser(request);
        if (!hasPlan({ role: request.user.role, plan: request.user.planType }, plan))
          throw planRequired(plan);
      };

    const requireEntitlement =
      (kind: ContentKind, param = 'id'): Gate =>
      async (request) => {
        await requireUser(request);
        const raw = (request.params as Record<string, string | undefined>)[param] ?? '';
        // Checked before the route's own params schema runs: an id no row can have is simply not there.
        const item = POSITIVE_ID.test(raw) ? await findContentItem(app.database.db, kind, Number(raw)) : null;
        if (!item || (item.draft && request.user.role !== 'admin')) throw AppError.notFound();
        await assertMayOpen(app.database.db, request.user, item);
        request.contentItem = item;
      };

    const gateFor = (access: RouteAccess): Gate | null => {
      if (access === 'public') return null;
      if (access === 'signed-in') return requireUser;
      if ('role' in access) return requireRole(...access.role);
      if ('plan' in access) return requirePlan(access.plan);
      if ('entitlement' in access) return requireEntitlement(access.entitlement, access.param);
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
  { name: 'authorization', dependencies: ['sessions', 'database'] },
);
