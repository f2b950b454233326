import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { santiagoDate } from '@vitalia/shared/member-rules';
import { analyticsRollups, feedback, notifications, signIns, users } from '../../../db/schema/index';
import { periodStart } from '../../../plugins/app/admin/analytics-periods';
import { buildApp } from '../../../app';
import { buildTestApp, type TestContext } from '../../../../test/helper';
import { broadcastDelivered, createUser, signedInAgent } from '../../../../test/factories';
import { chileMidnight } from '../../../lib/santiago-days';

/** Its own database: every figure below is exact, so nothing else may write members here. */
let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signedInAgent>>;
const DAY = 24 * 60 * 60 * 1000;
const at = (day: string, hour = 12) => new Date(chileMidnight(day).getTime() + hour * 60 * 60 * 1000);

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await signedInAgent(ctx.app, { isAdmin: true });
  await ctx.database.db
    .update(users)
    .set({ createdAt: at('2025-01-01') })
    .where(eq(users.id, admin.user.id));
  const seed = async (createdAt: Date, plan: 'free' | 'premium' | 'prime' = 'free') => {
    const { user } = await createUser(ctx.app);
    await ctx.database.db.update(users).set({ createdAt, planType: plan }).where(eq(users.id, user.id));
    return user;
  };
  // Two members before the range, three inside it (one at 23:30 Santiago time, still that day), one premium.
  await seed(at('2026-10-15'));
  await seed(at('2026-10-20'), 'premium');
  const a = await seed(at('2026-11-02'));
  const b = await seed(at('2026-11-02', 23.5));
  await seed(at('2026-11-05'), 'prime');
  await ctx.database.db.insert(signIns).values([
    { userId: a.id, createdAt: at('2026-11-03') },
    { userId: a.id, createdAt: at('2026-11-03', 18) },
    { userId: b.id, createdAt: at('2026-11-03') },
    { userId: b.id, createdAt: at('2026-11-04') },
    // An admin's sign-in is not member activity.
    { userId: admin.user.id, createdAt: at('2026-11-03') },
  ]);
  await ctx.database.db.insert(feedback).values([
    { userId: a.id, message: 'Excelente', rating: 5, category: 'general', createdAt: at('2026-11-03') },
    { userId: b.id, message: 'Bien', rating: 4, category: 'content', createdAt: at('2026-11-04') },
    {
      userId: b.id,
      message: 'Falla el video',
      rating: 2,
      category: 'technical',
      createdAt: at('2026-11-04'),
    },
  ]);
});
afterAll(() => ctx.close());

describe('analytics', () => {
  it('counts members, sign-ups, active members, plans and ratings in SQL, on Santiago days', async () => {
    const response = await admin.agent.get('/api/admin/analytics?from=2026-11-01&to=2026-11-05');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.range).toEqual({
      from: '2026-11-01',
      to: '2026-11-05',
      granularity: 'day',
      time_zone: 'America/Santiago',
    });
    expect(body.members.total).toBe(5);
    expect(body.members.new_in_range).toBe(3);
    expect(body.members.series).toEqual([
      { period: '2026-11-01', new_members: 0, total_members: 2 },
      { period: '2026-11-02', new_members: 2, total_members: 4 },
      { period: '2026-11-03', new_members: 0, total_members: 4 },
      { period: '2026-11-04', new_members: 0, total_members: 4 },
      { period: '2026-11-05', new_members: 1, total_members: 5 },
    ]);
    expect(body.active.series.map((row: { active: number }) => row.active)).toEqual([0, 0, 2, 1, 0]);
    expect(body.plans).toEqual([
      { plan: 'free', members: 3 },
      { plan: 'premium', members: 1 },
      { plan: 'prime', members: 1 },
    ]);
    expect(body.feedback).toMatchObject({ count: 3, average: 3.7 });
    expect(body.feedback.distribution).toEqual([
      { rating: 1, count: 0 },
      { rating: 2, count: 1 },
      { rating: 3, count: 0 },
      { rating: 4, count: 1 },
      { rating: 5, count: 1 },
    ]);
    expect(body.revenue).toEqual({ total: 0, previous_total: 0, series: expect.any(Array) });
    expect(body.engagement).toBeNull();
  });

  it('groups by week and month, and refuses a range it cannot draw', async () => {
    const weeks = (
      await admin.agent.get('/api/admin/analytics?from=2026-10-01&to=2026-11-08&granularity=week')
    ).json();
    expect(
      weeks.members.series.find((row: { period: string }) => row.period === '2026-11-02').new_members,
    ).toBe(3);
    const months = (
      await admin.agent.get('/api/admin/analytics?from=2026-10-01&to=2026-11-30&granularity=month')
    ).json();
    expect(months.members.series).toEqual([
      { period: '2026-10-01', new_members: 2, total_members: 2 },
      { period: '2026-11-01', new_members: 3, total_members: 5 },
    ]);
    for (const query of [
      'from=2026-11-05&to=2026-11-01',
      'from=2020-01-01&to=2026-11-01',
      'granularity=hour',
      'from=ayer',
    ])
      expect((await admin.agent.get(`/api/admin/analytics?${query}`)).statusCode, query).toBe(400);
  });

  it('answers a far or impossible date with a Spanish 400 at once, and keeps serving (issue 17)', async () => {
    // `to=9999-12-31` alone once built a series without end until the process ran out of memory.
    const started = Date.now();
    for (const query of [
      'to=9999-12-31',
      'from=2000-01-01',
      'from=2000-01-01&to=2099-12-31&granularity=month',
    ]) {
      const response = await admin.agent.get(`/api/admin/analytics?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toMatch(/fecha|rango/i);
    }
    expect(Date.now() - started).toBeLessThan(5_000);
    const longest = await admin.agent.get(
      '/api/admin/analytics?from=2024-11-25&to=2026-11-24&granularity=day',
    );
    expect(longest.statusCode).toBe(200);
    expect(longest.json().members.series).toHaveLength(730);
  });

  it('refuses impossible days on every admin list with a Spanish 400, never a 500 (issue 17)', async () => {
    const lists = [
      '/api/admin/users',
      '/api/admin/users/export.csv',
      '/api/admin/payments',
      '/api/admin/activity',
      '/api/admin/analytics',
    ];
    for (const list of lists)
      for (const [query, message] of [
        ['from=2026-13-45', 'Esa fecha no existe en el calendario'],
        ['to=2026-02-30', 'Esa fecha no existe en el calendario'],
        ['from=0000-01-01', 'Usa una fecha entre el 01-01-2000 y el 31-12-2099'],
        ['from=2026-05-01&to=2026-04-01', 'La fecha inicial debe ser anterior a la final'],
      ]) {
        const response = await admin.agent.get(`${list}?${query}`);
        expect(response.statusCode, `${list}?${query}`).toBe(400);
        expect(response.json().errors?.from ?? response.json().errors?.to, `${list}?${query}`).toBe(message);
      }
  });

  it('the overview counts one population and compares each figure with the previous period', async () => {
    const now = Date.now();
    const { user: fresh } = await createUser(ctx.app);
    await ctx.database.db.insert(signIns).values({ userId: fresh.id, createdAt: new Date(now - DAY) });
    // A professional who joined and signed in this week (on the free plan, as accounts start): the team, never
    // a customer (issue 45).
    const { user: professional } = await createUser(ctx.app, { role: 'trainer' });
    await ctx.database.db.insert(signIns).values({ userId: professional.id, createdAt: new Date(now - DAY) });
    const dashboard = (await admin.agent.get('/api/admin/dashboard')).json();
    expect(dashboard.population).toMatch(/^Miembros/);
    expect(dashboard.members.total).toBe(6);
    expect(dashboard.members.new_7_days.current).toBe(1);
    expect(dashboard.members.new_7_days.current).toBeLessThanOrEqual(dashboard.members.total);
    expect(dashboard.active_7_days.current).toBe(1);
    expect(dashboard.latest_signups[0]).toMatchObject({ id: fresh.id });
    const listed = (dashboard.latest_signups as { id: number }[]).map((row) => row.id);
    expect(listed).not.toContain(admin.user.id);
    expect(listed).not.toContain(professional.id);
    expect(dashboard.agenda_today).toBeNull();

    const stats = (await admin.agent.get('/api/admin/stats')).json();
    expect(stats.by_role.member).toBe(dashboard.members.total);
    expect(stats.by_role.trainer).toBe(1);
    expect(stats.by_plan.free + stats.by_plan.premium + stats.by_plan.prime).toBe(dashboard.members.total);
    const summary = (await admin.agent.get('/api/admin/summary')).json();
    expect(summary.users.members).toBe(dashboard.members.total);
    expect(summary.users.trainers).toBe(1);
    expect(summary.plans.free).toBe(stats.by_plan.free);
    const plans = (await admin.agent.get('/api/admin/analytics?from=2026-11-01&to=2026-11-05')).json().plans;
    expect(plans.reduce((sum: number, row: { members: number }) => sum + row.members, 0)).toBe(6);
    expect(summary.users.new_last_7_days).toBeLessThanOrEqual(summary.users.members);

    const metrics = (await admin.agent.get('/api/admin/metrics')).json();
    expect(metrics.feedback_pending).toBe(3);
    expect(metrics.sessions_active).toBeGreaterThanOrEqual(1);
  });

  it('closed periods from the rollups say exactly what counting live says; the open period stays live (ADR 0046)', async () => {
    const today = santiagoDate(new Date());
    const queries = [
      `from=2026-10-01&to=${today}`,
      `from=2026-10-01&to=${today}&granularity=week`,
      `from=2025-12-01&to=${today}&granularity=month`,
      `from=${today}&to=${today}`,
    ];
    const read = async () =>
      Promise.all(
        queries.map(async (query) => (await admin.agent.get(`/api/admin/analytics?${query}`)).json()),
      );
    const live = await read();
    expect(await ctx.database.db.select().from(analyticsRollups)).toHaveLength(0);

    expect(await ctx.app.analyticsJobs.runOnce()).toEqual(['day', 'week', 'month']);
    const rolled = await ctx.database.db.select().from(analyticsRollups);
    expect(rolled.find((row) => row.granularity === 'day' && row.period === '2026-11-03')).toMatchObject({
      activeMembers: 2,
    });
    expect(rolled.some((row) => row.period >= periodStart(today, 'day') && row.granularity === 'day')).toBe(
      false,
    );
    expect(await read()).toEqual(live);
    // Nothing has closed since: the next run reads one row per granularity and counts nothing.
    expect(await ctx.app.analyticsJobs.runOnce()).toEqual([]);

    // A sign-in of today shows at once, in the live part.
    const { user: member } = await createUser(ctx.app);
    await ctx.database.db.insert(signIns).values({ userId: member.id, createdAt: new Date() });
    const [byDay, , , todayOnly] = await read();
    expect(
      byDay.active.series.find((row: { period: string }) => row.period === today)?.active,
    ).toBeGreaterThan(
      live[0].active.series.find((row: { period: string }) => row.period === today)?.active ?? 0,
    );
    expect(todayOnly.active.series[0].active).toBe(live[3].active.series[0].active + 1);

    // Tomorrow, today has closed: its rollup is counted and says the same as the live count did.
    const tomorrow = new Date(Date.now() + DAY);
    expect(await ctx.app.analyticsJobs.runOnce(tomorrow)).toContain('day');
    const [closedToday] = await ctx.database.db
      .select()
      .from(analyticsRollups)
      .where(and(eq(analyticsRollups.granularity, 'day'), eq(analyticsRollups.period, today)));
    expect(closedToday?.activeMembers).toBe(todayOnly.active.series[0].active);
    // The figures of the tests below stay exact.
    await ctx.database.db.delete(signIns).where(eq(signIns.userId, member.id));
    await ctx.database.db.delete(users).where(eq(users.id, member.id));
  });

  it('two instances refreshing the rollups at once take turns: both finish, and no period is counted twice', async () => {
    const second = await buildApp({ config: ctx.config, database: ctx.database });
    await second.ready();
    try {
      // Three days on, days have closed for both: each sees stale rollups and refreshes them.
      const later = new Date(Date.now() + 3 * DAY);
      const [one, other] = await Promise.all([
        ctx.app.analyticsJobs.runOnce(later),
        second.analyticsJobs.runOnce(later),
      ]);
      // Each refreshed, one after the other, or the second found the first one's rollups already fresh.
      expect([...one, ...other]).toContain('day');
      const rows = await ctx.database.db
        .select({ granularity: analyticsRollups.granularity, period: analyticsRollups.period })
        .from(analyticsRollups);
      const keys = rows.map((row) => `${row.granularity} ${row.period}`);
      expect(new Set(keys).size).toBe(keys.length);
      const lastDay = [...rows]
        .filter((row) => row.granularity === 'day')
        .sort((a, b) => (a.period < b.period ? 1 : -1))[0];
      expect((lastDay?.period ?? '9999') < periodStart(santiagoDate(later), 'day')).toBe(true);
      // Both left the same coverage: nothing is left to refresh for that day.
      expect(await second.analyticsJobs.runOnce(later)).toEqual([]);
    } finally {
      await second.close();
    }
  });
});

describe('feedback triage', () => {
  it('filters by rating, category and month, marks handled, exports CSV safely', async () => {
    const list = (await admin.agent.get('/api/admin/feedback?month=2026-11')).json();
    expect(list.total).toBe(3);
    expect(list.average).toBe(3.7);
    expect((await admin.agent.get('/api/admin/feedback?rating=2')).json().feedback[0].message).toBe(
      'Falla el video',
    );
    expect((await admin.agent.get('/api/admin/feedback?category=content')).json().total).toBe(1);
    expect((await admin.agent.get('/api/admin/feedback?month=2026-10')).json().total).toBe(0);
    expect((await admin.agent.get('/api/admin/feedback?month=2026-13')).statusCode).toBe(400);

    const id = list.feedback[0].id;
    expect((await admin.agent.put(`/api/admin/feedback/${id}/handled`, { handled: true })).statusCode).toBe(
      200,
    );
    expect((await admin.agent.get('/api/admin/feedback?handled=no')).json().total).toBe(2);
    expect(
      (await admin.agent.put('/api/admin/feedback/2147483000/handled', { handled: true })).statusCode,
    ).toBe(404);

    await ctx.database.db.insert(feedback).values({ message: '@SUM(A1)', rating: 1, category: 'general' });
    const csv = await admin.agent.get('/api/admin/feedback/export.csv');
    expect(csv.body.startsWith('\uFEFF')).toBe(true);
    expect(csv.body).toContain(`"'@SUM(A1)"`);
  });
});

describe('broadcasts', () => {
  it('a broadcast whose instance died before writing it is delivered by another instance', async () => {
    const actor = { id: admin.user.id, email: admin.email, ip: '127.0.0.1' };
    // An instance that only enqueues (its worker never runs), then goes away.
    const dying = await buildApp({ config: { ...ctx.config, JOBS_WORKERS: 'off' }, database: ctx.database });
    await dying.ready();
    const pending = await dying.broadcasts.send(actor, {
      title: 'Quedó a medias',
      message: 'El proceso murió antes de escribir',
      actionUrl: null,
      audience: { kind: 'plan', plan: 'prime' },
    });
    await dying.close();
    expect(pending.delivered).toBe(false);
    await broadcastDelivered(ctx.app, pending.id);
    const rows = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.broadcastId, pending.id));
    expect(rows).toHaveLength(pending.recipients);
  });

  it('counts the recipients first, sends to one plan in one statement, and reports how many read it', async () => {
    const count = (
      await admin.agent.get('/api/admin/notifications/recipients?kind=plan&plan=premium')
    ).json();
    expect(count.recipients).toBe(1);
    const sent = await admin.agent.post('/api/admin/notifications', {
      title: 'Clase Premium',
      message: 'El jueves hay clase en vivo',
      audience: { kind: 'plan', plan: 'premium' },
    });
    expect(sent.statusCode).toBe(202);
    expect(sent.json().recipients).toBe(1);
    await broadcastDelivered(ctx.app, sent.json().broadcast_id);
    const rows = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.broadcastId, sent.json().broadcast_id));
    expect(rows).toHaveLength(1);
    await ctx.database.db
      .update(notifications)
      .set({ isRead: true })
      .where(eq(notifications.id, rows[0]?.id ?? 0));

    // Delivered again (as after a crash): nothing is duplicated.
    const [broadcast] = (await ctx.app.broadcasts.history()).map((entry) => entry.broadcast);
    if (broadcast) await ctx.app.broadcasts.deliver(broadcast);
    expect(
      await ctx.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.broadcastId, sent.json().broadcast_id)),
    ).toHaveLength(1);

    const history = (await admin.agent.get('/api/admin/notifications')).json().broadcasts;
    expect(history[0]).toMatchObject({
      title: 'Clase Premium',
      audience: 'Plan Premium',
      recipients: 1,
      read: 1,
      sent_by: admin.email,
    });
    const everyone = await admin.agent.post('/api/admin/notifications', {
      title: 'Hola',
      message: 'A todas',
    });
    // Members only: the professional who joined in the overview's test is the team, not a recipient.
    expect(everyone.json().recipients).toBe(6);
    const [suspended] = await ctx.database.db
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.role} = 'member'`)
      .limit(1);
    await ctx.database.db
      .update(users)
      .set({ status: 'suspended' })
      .where(eq(users.id, suspended?.id ?? 0));
    expect((await admin.agent.get('/api/admin/notifications/recipients')).json().recipients).toBe(5);
    const nobody = await admin.agent.post('/api/admin/notifications', {
      title: 'Hola',
      message: 'Prueba',
      audience: { kind: 'user', user_id: 2147483000 },
    });
    expect(nobody.statusCode, nobody.body).toBe(404);
  });
});
