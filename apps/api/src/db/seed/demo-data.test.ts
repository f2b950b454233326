import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/helper';
import { signedInAgent } from '../../../test/factories';
import { TestAgent } from '../../../test/helper';
import { fillDemoAttachments } from './demo-files';
import { santiagoDate } from '@vitalia/shared/member-rules';
import { seedDemoAccounts } from './seed';
import { eq } from 'drizzle-orm';
import { mealPlans, users } from '../schema/index';

/** Its own database: the demo data alone, as `npm start` makes it. */
let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signedInAgent>>;
beforeAll(async () => {
  ctx = await buildTestApp();
  await seedDemoAccounts(ctx.database.db);
  admin = await signedInAgent(ctx.app, { isAdmin: true });
});
afterAll(() => ctx.close());

describe('demo data (issue 22: one source of truth for a member’s plan)', () => {
  it('gives every demo member on a paid plan a real membership, and every screen counts the same plans', async () => {
    const today = santiagoDate();
    const analytics = (await admin.agent.get(`/api/admin/analytics?from=${today}&to=${today}`)).json<{
      plans: Array<{ plan: string; members: number }>;
    }>();
    const memberships = (await admin.agent.get('/api/admin/memberships?status=active')).json<{
      memberships: Array<{ plan_type: string; member: { id: number } }>;
    }>().memberships;
    for (const plan of ['premium', 'prime'] as const) {
      const users = (await admin.agent.get(`/api/admin/users?plan=${plan}&per_page=100`)).json<{
        users: Array<{ id: number }>;
      }>().users;
      const withMembership = memberships.filter((row) => row.plan_type === plan);
      const inAnalytics = analytics.plans.find((row) => row.plan === plan)?.members;
      expect(users.length, plan).toBeGreaterThan(0);
      expect(withMembership.length, plan).toBe(users.length);
      expect(inAnalytics, plan).toBe(users.length);
      expect(withMembership.map((row) => row.member.id).sort()).toEqual(users.map((user) => user.id).sort());
    }
  });

  it('every demo membership is current: it ends in the future', async () => {
    const memberships = (await admin.agent.get('/api/admin/memberships?status=active')).json<{
      memberships: Array<{ period_end: string; provider: string }>;
    }>().memberships;
    expect(memberships.length).toBeGreaterThan(0);
    for (const row of memberships) expect(Date.parse(row.period_end)).toBeGreaterThan(Date.now());
  });

  it('gives Josefa a weight goal from Camila and a measure of water glasses she notes (issue 47)', async () => {
    const josefa = new TestAgent(ctx.app);
    const login = await josefa.post('/api/auth/login', {
      email: 'socia@vitalia.cl',
      password: 'Vitalia2026!',
    });
    expect(login.statusCode, login.body).toBe(200);
    const { metrics } = (await josefa.get('/api/progress/metrics')).json();
    expect(metrics.find((metric: { key: string }) => metric.key === 'weight_kg')).toMatchObject({
      goal: 64,
      goal_set_by: 'Camila Rojas',
    });
    expect(
      metrics.find((metric: { label: string }) => metric.label === 'Vasos de agua al día'),
    ).toMatchObject({
      goal: 8,
      latest: 7,
    });
  });

  it('gives Josefa the week’s published plan from Camila’s template, made of the team’s recipes (issue 47)', async () => {
    const [josefa] = await ctx.database.db.select().from(users).where(eq(users.email, 'socia@vitalia.cl'));
    const plans = await ctx.database.db
      .select()
      .from(mealPlans)
      .where(eq(mealPlans.memberId, josefa?.id ?? 0));
    expect(plans).toHaveLength(1);
    expect(plans[0]).toMatchObject({ status: 'published', title: 'Semana base' });
    expect(plans[0]?.days).toHaveLength(7);
    const published = (await admin.agent.get('/api/recipes')).json<{ recipes: { title: string }[] }>()
      .recipes;
    expect(published.map((recipe) => recipe.title)).toContain('Porotos con riendas livianos');
    expect(published.length).toBeGreaterThanOrEqual(4);

    // She is on Free: the consultation pack she paid for opens it, and "Mis pagos" shows that purchase.
    const agent = new TestAgent(ctx.app);
    await agent.post('/api/auth/login', { email: 'socia@vitalia.cl', password: 'Vitalia2026!' });
    const current = (await agent.get('/api/meal-plans/current')).json();
    expect([current.plan?.title, current.locked]).toEqual(['Semana base', null]);
    const mine = (await agent.get('/api/payments/me')).json<{ payments: { status: string }[] }>().payments;
    expect(mine.map((payment) => payment.status)).toContain('paid');
  });

  it('Josefa’s thread with Camila holds her lunch photo and Andrea’s her lab results, real files (issue 46)', async () => {
    expect(await fillDemoAttachments(ctx.app)).toBe(7);
    expect(await fillDemoAttachments(ctx.app)).toBe(0);
    const josefa = new TestAgent(ctx.app);
    const login = await josefa.post('/api/auth/login', {
      email: 'socia@vitalia.cl',
      password: 'Vitalia2026!',
    });
    expect(login.statusCode, login.body).toBe(200);
    const [thread] = (await josefa.get('/api/conversations')).json<{ conversations: { id: number }[] }>()
      .conversations;
    const history = (await josefa.get(`/api/conversations/${thread?.id ?? 0}/messages`)).json<{
      messages: { attachments: { kind: string; url: string; size: number }[] }[];
    }>().messages;
    const photo = history.flatMap((message) => message.attachments).find((file) => file.kind === 'image');
    expect(photo?.size).toBeGreaterThan(1000);
    const opened = await ctx.app.inject({ method: 'GET', url: photo?.url ?? '/' });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('image/webp');
    // Her journal: ten days, half with a photo that opens, three with Camila's comment.
    const from = new Date(Date.now() - 12 * 86_400_000).toISOString().slice(0, 10);
    const journal = (await josefa.get(`/api/journal/entries?from=${from}`)).json<{
      entries: { photo: { url: string } | null; comments: unknown[] }[];
    }>().entries;
    expect(journal.length).toBeGreaterThanOrEqual(9);
    expect(journal.filter((entry) => entry.comments.length > 0).length).toBe(3);
    const shown = journal.find((entry) => entry.photo)?.photo?.url ?? '/';
    expect((await ctx.app.inject({ method: 'GET', url: shown })).headers['content-type']).toBe('image/webp');
  });
});
