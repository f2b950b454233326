import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { trainers } from '../../../db/schema/index';
import { buildTestApp, TestAgent, type TestContext } from '../../../../test/helper';

/** The storefront's API (issue 48 §1): read without an account, nothing personal in it. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

describe('GET /api/public', () => {
  it('answers the plans and their prices to a visitor, cacheable, without setting a cookie', async () => {
    const visitor = new TestAgent(ctx.app);
    const response = await visitor.get('/api/public/plans');
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    const plans = response.json().plans as { code: string; monthly_price: number; features: string[] }[];
    expect(plans.map((plan) => plan.code)).toEqual(['free', 'premium', 'prime']);
    expect(plans[0]?.monthly_price).toBe(0);
    expect(plans.every((plan) => plan.features.length > 0)).toBe(true);
  });

  it('answers every active professional with her registration number, and none that left', async () => {
    const [left] = await ctx.database.db.select().from(trainers).limit(1);
    if (!left) throw new Error('the demo seed has a team');
    await ctx.database.db.update(trainers).set({ isActive: false }).where(eq(trainers.id, left.id));
    const team = (await new TestAgent(ctx.app).get('/api/public/team')).json().professionals as {
      id: number;
      registry_number: string | null;
    }[];
    expect(team.length).toBeGreaterThan(0);
    expect(team.map((professional) => professional.id)).not.toContain(left.id);
    expect(team.some((professional) => professional.registry_number)).toBe(true);
    // Nothing about her account: no e-mail, no user id.
    expect(JSON.stringify(team)).not.toMatch(/@|user_id/);
    await ctx.database.db.update(trainers).set({ isActive: true }).where(eq(trainers.id, left.id));
  });
});
