import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { can, type Role } from '@vitalia/shared/permissions';
import type { PlanType } from '@vitalia/shared/plans';
import { courses, grants, liveClasses, resources, trainers, videos } from '../../db/schema/index';
import type { RouteAccess } from '../../plugins/app/authorization';
import type { ContentKind } from '../../plugins/app/entitlements/entitlements';
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
  // Called on a premium item of someone else's (see premiumItems): only an admin opens it.
  if ('entitlement' in access) return persona === 'admin' ? 'allowed' : 403;
  const [action, entity, ownership] = access.permission;
  if (can(persona, action, entity, 'any')) return 'allowed';
  const owns = access.ownerParam === undefined || ownRecord;
  if (ownership === 'own' && owns && can(persona, action, entity, 'own')) return 'allowed';
  // Records whose very existence is personal (health data) answer 404 to anyone but their owner.
  return ownership === 'own' && !owns && access.hideOthers ? 404 : 403;
}

async function agentFor(
  persona: Persona,
  app: TestContext['app'] = ctx.app,
): Promise<{ agent: TestAgent; id: number; trainerId?: number }> {
  if (persona === 'anonymous') return { agent: new TestAgent(app), id: 0 };
  const { agent, user } = await signedInAgent(app, { role: persona });
  if (persona !== 'trainer') return { agent, id: user.id };
  const [trainer] = await ctx.database.db
    .insert(trainers)
    .values({
      slug: `matriz-${user.id}`,
      userId: user.id,
      name: 'Profesional de prueba',
      specialization: 'Nutrición',
      experienceYears: 3,
    })
    .returning({ id: trainers.id });
  return { agent, id: user.id, trainerId: trainer?.id };
}

let classHour = 0;

/** One content row of each kind needing `plan`, with an optional trainer: what an entitlement gate opens. */
async function contentItems(plan: PlanType, trainerId: number | null = null) {
  const db = ctx.database.db;
  const tag = `${plan}-${Math.random().toString(36).slice(2, 8)}`;
  const text = { title: 'Contenido de prueba', description: 'Para la matriz', category: 'Nutrición' };
  const [course] = await db
    .insert(courses)
    .values({
      ...text,
      slug: `c-${tag}`,
      level: 'inicial',
      durationMinutes: 30,
      requiredPlan: plan,
      trainerId,
    })
    .returning({ id: courses.id });
  const [video] = await db
    .insert(videos)
    .values({
      ...text,
      slug: `v-${tag}`,
      durationSeconds: 60,
      requiredPlan: plan,
    })
    .returning({ id: videos.id });
  const [ebook] = await db
    .insert(resources)
    .values({ ...text, slug: `r-${tag}`, requiredPlan: plan })
    .returning({ id: resources.id });
  // Each call's class at its own hour: one trainer is never in two classes at once (migration 0014).
  classHour += 1;
  const startsAt = new Date(Date.now() + 86_400_000 + classHour * 3_600_000);
  const endsAt = new Date(startsAt.getTime() + 45 * 60_000);
  const [liveClass] = await db
    .insert(liveClasses)
    .values({
      ...text,
      slug: `l-${tag}`,
      kind: 'class',
      trainerId,
      startsAt,
      during:
        sql`tstzrange(${startsAt.toISOString()}::timestamptz, ${endsAt.toISOString()}::timestamptz)` as unknown as string,
      durationMinutes: 45,
      capacity: 10,
      requiredPlan: plan,
    })
    .returning({ id: liveClasses.id });
  const ids = { course: course?.id, video: video?.id, ebook: ebook?.id, class: liveClass?.id };
  return ids as Record<ContentKind, number>;
}
let premiumItems: Record<ContentKind, number>;

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

  // Every route × persona, one request each: ~75 s on a 2-core machine alone, more beside other workers.
  it('answers 401, 403 or lets the call through exactly as the policy table says', async () => {
    const { user: someoneElse } = await createUser(ctx.app);
    premiumItems = await contentItems('premium');
    const mismatches: string[] = [];
    let checked = 0;
    // One signed-in member per persona while nothing changes: a refused or invalid call changes nothing
    // (the rule every route keeps), so only a call that succeeded may have ended her session or account.
    const agents = new Map<Persona, Awaited<ReturnType<typeof agentFor>>>();
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
          // And for video playback addresses: the token is the credential (videos.test.ts checks 403s).
          if (route.url.includes('/stream/:token/')) continue;
          const signedIn = agents.get(persona) ?? (await agentFor(persona));
          agents.set(persona, signedIn);
          const { agent, id } = signedIn;
          const entitlement =
            typeof route.access === 'object' && 'entitlement' in route.access ? route.access : undefined;
          const target = entitlement
            ? premiumItems[entitlement.entitlement]
            : ownerParam && ownRecord
              ? id || someoneElse.id
              : someoneElse.id;
          const url = route.url
            .replace(`:${entitlement?.param ?? 'id'}`, String(target))
            .replace(':username', 'ana');
          const response = await agent.request({
            method: route.method as 'GET',
            url,
            ...(route.method === 'GET' ? {} : { payload: {} }),
          });
          checked += 1;
          const got = response.statusCode;
          if (route.method !== 'GET' && got < 300) agents.delete(persona);
          const ok = expected === 'allowed' ? got !== 401 && got !== 403 : got === expected;
          if (!ok) mismatches.push(`${persona} ${route.method} ${url}: expected ${expected}, got ${got}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(checked).toBeGreaterThan(150);
  }, 300_000);
});

describe('plan and entitlement access', () => {
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

  it('opens a content item by plan, grant, role or its own trainer, and nothing else', async () => {
    const { buildApp } = await import('../../app');
    const app = await buildApp({ config: ctx.config, database: ctx.database });
    const KINDS: ContentKind[] = ['course', 'video', 'ebook', 'class'];
    for (const kind of KINDS)
      app.get(
        `/api/test-content/${kind}/:itemId`,
        { config: { access: { entitlement: kind, param: 'itemId' } } },
        async (request) => ({ opened: request.contentItem }),
      );
    await app.ready();
    try {
      const trainer = await agentFor('trainer', app);
      const otherTrainer = await agentFor('trainer', app);
      const free = await agentFor('member', app);
      const premium = await agentFor('member', app);
      await app.usersRepository.update(premium.id, { planType: 'premium' });
      const granted = await agentFor('member', app);
      const revoked = await agentFor('member', app);
      const admin = await agentFor('admin', app);
      const anonymous = await agentFor('anonymous', app);
      const items = {
        free: await contentItems('free'),
        premium: await contentItems('premium', trainer.trainerId ?? null),
        prime: await contentItems('prime'),
      };
      const db = ctx.database.db;
      for (const kind of KINDS) {
        await db
          .insert(grants)
          .values({ userId: granted.id, itemKind: kind, itemId: items.prime[kind], source: 'order' });
        await db.insert(grants).values({
          userId: revoked.id,
          itemKind: kind,
          itemId: items.prime[kind],
          source: 'order',
          revokedAt: new Date(),
        });
      }

      const cases: Array<[string, { agent: TestAgent }, keyof typeof items, number]> = [
        ['anonymous, free item', anonymous, 'free', 401],
        ['free member, free item', free, 'free', 200],
        ['free member, premium item', free, 'premium', 403],
        ['premium member, premium item', premium, 'premium', 200],
        ['premium member, prime item', premium, 'prime', 403],
        ['granted member, prime item', granted, 'prime', 200],
        ['revoked grant, prime item', revoked, 'prime', 403],
        ['granted member, premium item (the grant is for another)', granted, 'premium', 403],
        ['admin, prime item', admin, 'prime', 200],
        ['other trainer, premium item', otherTrainer, 'premium', 403],
      ];
      const mismatches: string[] = [];
      for (const kind of KINDS) {
        for (const [label, { agent }, plan, expected] of cases) {
          const response = await agent.get(`/api/test-content/${kind}/${items[plan][kind]}`);
          if (response.statusCode !== expected)
            mismatches.push(`${kind}: ${label}: expected ${expected}, got ${response.statusCode}`);
          if (expected === 403 && response.json().code !== 'PLAN_REQUIRED')
            mismatches.push(`${kind}: ${label}: the 403 is not the plan's`);
          if (expected === 200 && response.json().opened?.id !== items[plan][kind])
            mismatches.push(`${kind}: ${label}: the handler did not get its item`);
        }
        // Courses and classes name their trainer: hers opens whatever her plan.
        const own = await trainer.agent.get(`/api/test-content/${kind}/${items.premium[kind]}`);
        const trainerOpens = kind === 'course' || kind === 'class';
        if (own.statusCode !== (trainerOpens ? 200 : 403))
          mismatches.push(`${kind}: its trainer got ${own.statusCode}`);
        for (const missing of ['999999999', '0', 'abc', '1e3', '-1'])
          if ((await admin.agent.get(`/api/test-content/${kind}/${missing}`)).statusCode !== 404)
            mismatches.push(`${kind}: id ${missing} is not 404`);
      }
      expect(mismatches).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
