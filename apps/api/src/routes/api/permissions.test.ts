import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, type Role } from '@vitalia/shared/permissions';
import { trainers } from '../../db/schema/index';
import type { RouteAccess } from '../../plugins/app/authorization';
import { buildTestApp, TestAgent, type TestContext } from '../../../test/helper';
import { createUser, signedInAgent } from '../../../test/factories';

/**
 * The permission matrix, generated from what every /api route declares (app.routeAccessTable, filled as the
 * routes register; a route that declares nothing stops start-up) and the shared policy table. Each route is
 * called as an anonymous visitor, a member, a trainer and an admin, on their own record and on someone
 * else's where the route takes an owner id, with an empty body: the gate must answer before the body is
 * looked at.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

type Persona = 'anonymous' | Role;
type Expected = 'allowed' | 401 | 403 | 404;
const PERSONAS: Persona[] = ['anonymous', 'member', 'trainer', 'admin'];

function expectedFor(access: RouteAccess, persona: Persona, ownRecord: boolean): Expected {
  if (access === 'public') return 'allowed';
  if (persona === 'anonymous') return 401;
  if (access === 'signed-in') return 'allowed';
  if ('role' in access) return access.role.includes(persona) ? 'allowed' : 403;
  if ('plan' in access) return persona === 'admin' ? 'allowed' : 403;
  const [action, entity, ownership] = access.permission;
  if (can(persona, action, entity, 'any')) return 'allowed';
  const owns = access.ownerParam === undefined || ownRecord;
  if (ownership === 'own' && owns && can(persona, action, entity, 'own')) return 'allowed';
  // Records whose very existence is personal (health data) answer 404 to anyone but their owner.
  return ownership === 'own' && !owns && access.hideOthers ? 404 : 403;
}

async function agentFor(persona: Persona): Promise<{ agent: TestAgent; id: number }> {
  if (persona === 'anonymous') return { agent: new TestAgent(ctx.app), id: 0 };
  const { agent, user } = await signedInAgent(ctx.app, { role: persona });
  if (persona === 'trainer')
    await ctx.database.db.insert(trainers).values({
      slug: `matriz-${user.id}`,
      userId: user.id,
      name: 'Profesional de prueba',
      specialization: 'Nutrición',
      experienceYears: 3,
    });
  return { agent, id: user.id };
}

describe('permission matrix', () => {
  it('covers every route, each with a declared access', () => {
    const table = ctx.app.routeAccessTable;
    expect(table.length).toBeGreaterThan(40);
    for (const route of table) expect(route.access, `${route.method} ${route.url}`).toBeDefined();
    expect(
      table
        .filter((route) => route.url.startsWith('/api/admin/'))
        .every((route) => route.access !== 'public'),
    ).toBe(true);
  });

  it('answers 401, 403 or lets the call through exactly as the policy table says', async () => {
    const { user: someoneElse } = await createUser(ctx.app);
    const mismatches: string[] = [];
    let checked = 0;
    for (const route of ctx.app.routeAccessTable) {
      const ownerParam =
        typeof route.access === 'object' && 'permission' in route.access
          ? route.access.ownerParam
          : undefined;
      for (const persona of PERSONAS) {
        for (const ownRecord of ownerParam ? [true, false] : [true]) {
          const expected = expectedFor(route.access, persona, ownRecord);
          // An allowed stream stays open by design; its refusals are still checked.
          if (route.url.endsWith('/stream') && expected === 'allowed') continue;
          // A webhook is public to the gate; its credential is the provider's signature, which answers 401
          // without one (mercadopago.test.ts checks it).
          if (route.url.startsWith('/api/webhooks/')) continue;
          // The same for signed file links: the signature is the credential (files.test.ts checks 403s).
          if (route.url.startsWith('/api/files/')) continue;
          const { agent, id } = await agentFor(persona);
          const url = route.url
            .replace(':id', String(ownerParam && ownRecord ? id || someoneElse.id : someoneElse.id))
            .replace(':username', 'ana');
          const response = await agent.request({
            method: route.method as 'GET',
            url,
            ...(route.method === 'GET' ? {} : { payload: {} }),
          });
          checked += 1;
          const got = response.statusCode;
          const ok = expected === 'allowed' ? got !== 401 && got !== 403 : got === expected;
          if (!ok) mismatches.push(`${persona} ${route.method} ${url}: expected ${expected}, got ${got}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(checked).toBeGreaterThan(150);
  }, 120_000);
});

describe('plan entitlements', () => {
  it('refuses a free member with the plan message and lets a premium member and an admin through', async () => {
    const { buildApp } = await import('../../app');
    const app = await buildApp({ config: ctx.config, database: ctx.database });
    app.get('/api/test-premium', { config: { access: { plan: 'premium' } } }, async () => ({ ok: true }));
    await app.ready();
    try {
      const free = await signedInAgent(app);
      const refused = await free.agent.get('/api/test-premium');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'PLAN_REQUIRED',
        message: expect.stringContaining('Premium'),
      });
      const premium = await signedInAgent(app);
      await app.usersRepository.update(premium.user.id, { planType: 'premium' });
      expect((await premium.agent.get('/api/test-premium')).statusCode).toBe(200);
      const admin = await signedInAgent(app, { isAdmin: true });
      expect((await admin.agent.get('/api/test-premium')).statusCode).toBe(200);
      expect((await new TestAgent(app).get('/api/test-premium')).statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });
});
