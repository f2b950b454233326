import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull } from 'drizzle-orm';
import { courses, grants, products, resources } from '../../../db/schema/index';
import { buildTestApp, type TestContext } from '../../../../test/helper';
import { answerSandbox, BILLING, idempotencyKey } from '../../../../test/commerce';
import { createUser, signedInAgent } from '../../../../test/factories';
import {
  assertMayOpen,
  mayOpen,
  mayOpenMany,
  NO_GRANTS,
  planRequiredMessage,
  type ContentItem,
  type Viewer,
} from './entitlements';

/** Grants (issue 18 §3) on PGlite and PostgreSQL: what a paid order opens, what a refund closes, who sees what. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const itemOf = async (kind: 'course' | 'ebook'): Promise<{ product: number; item: ContentItem }> => {
  const [row] = await db()
    .select({ id: products.id, courseId: products.courseId, resourceId: products.resourceId })
    .from(products)
    .where(
      and(eq(products.kind, kind), isNotNull(kind === 'course' ? products.courseId : products.resourceId)),
    )
    .limit(1);
  if (!row) throw new Error(`the demo seed sells a ${kind}`);
  const id = (kind === 'course' ? row.courseId : row.resourceId) ?? 0;
  // Premium, so that a free member can open it only by the grant.
  if (kind === 'course')
    await db().update(courses).set({ requiredPlan: 'premium' }).where(eq(courses.id, id));
  else await db().update(resources).set({ requiredPlan: 'premium' }).where(eq(resources.id, id));
  return { product: row.id, item: { kind, id, requiredPlan: 'premium' } };
};

describe('grants', () => {
  it('a paid cart order opens its course and e-book in the same settlement, and a refund closes them', async () => {
    const course = await itemOf('course');
    const ebook = await itemOf('ebook');
    const { agent, user } = await signedInAgent(ctx.app);
    const member: Viewer = { id: user.id, role: 'member', planType: 'free' };
    expect(await mayOpen(db(), member, course.item)).toBe(false);

    await agent.post('/api/cart/add', { product_id: course.product });
    await agent.post('/api/cart/add', { product_id: ebook.product });
    const checkout = (
      await agent.post('/api/cart/checkout', { billing: BILLING, idempotency_key: idempotencyKey() })
    ).json();
    // Not paid yet: nothing opens.
    expect(await mayOpen(db(), member, course.item)).toBe(false);
    await answerSandbox(agent, checkout.init_point, 'approve');
    expect((await agent.get(`/api/payments/status/${checkout.order_id}`)).json().status).toBe('paid');

    expect(await mayOpen(db(), member, course.item)).toBe(true);
    expect(await mayOpen(db(), member, ebook.item)).toBe(true);
    const held = await db().select().from(grants).where(eq(grants.orderId, checkout.order_id));
    expect(held.map((grant) => [grant.itemKind, grant.source, grant.userId]).sort()).toEqual([
      ['course', 'order', user.id],
      ['ebook', 'order', user.id],
    ]);
    // Another member's grant opens nothing for her.
    const { user: other } = await createUser(ctx.app);
    expect(await mayOpen(db(), { id: other.id, role: 'member', planType: 'free' }, course.item)).toBe(false);

    const { agent: admin } = await signedInAgent(ctx.app, { role: 'admin' });
    const refund = await admin.post(`/api/admin/payments/${checkout.order_id}/refund`, {
      reason: 'Compra por error',
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(await mayOpen(db(), member, course.item)).toBe(false);
    expect(await mayOpen(db(), member, ebook.item)).toBe(false);
    const after = await db().select().from(grants).where(eq(grants.orderId, checkout.order_id));
    expect(after.every((grant) => grant.revokedAt !== null)).toBe(true);
  });

  it('answers from role, trainer, plan and grants, and says which plan is missing', async () => {
    const { user } = await createUser(ctx.app);
    const premiumItem: ContentItem = { kind: 'video', id: 999_001, requiredPlan: 'premium' };
    const primeItem: ContentItem = { kind: 'video', id: 999_002, requiredPlan: 'prime' };
    const free: Viewer = { id: user.id, role: 'member', planType: 'free' };
    const premium: Viewer = { ...free, planType: 'premium' };
    const prime: Viewer = { ...free, planType: 'prime' };

    expect(await mayOpen(db(), null, { ...premiumItem, requiredPlan: 'free' })).toBe(false);
    expect(await mayOpen(db(), free, { ...premiumItem, requiredPlan: 'free' })).toBe(true);
    expect(await mayOpen(db(), free, premiumItem)).toBe(false);
    expect(await mayOpen(db(), premium, premiumItem)).toBe(true);
    expect(await mayOpen(db(), premium, primeItem)).toBe(false);
    expect(await mayOpen(db(), prime, primeItem)).toBe(true);
    expect(await mayOpen(db(), { ...free, role: 'admin' }, primeItem)).toBe(true);
    expect(await mayOpen(db(), free, { ...primeItem, trainerUserId: user.id })).toBe(true);
    expect(
      await mayOpen(db(), { ...free, role: 'trainer' }, { ...primeItem, trainerUserId: user.id + 1 }),
    ).toBe(false);

    // A plan grant for a period: open inside it, closed before and after.
    const now = Date.now();
    await db()
      .insert(grants)
      .values({
        userId: user.id,
        itemKind: 'video',
        itemId: primeItem.id,
        source: 'plan',
        startsAt: new Date(now - 60_000),
        endsAt: new Date(now + 60_000),
      });
    expect(await mayOpen(db(), free, primeItem, new Date(now))).toBe(true);
    expect(await mayOpen(db(), free, primeItem, new Date(now - 120_000))).toBe(false);
    expect(await mayOpen(db(), free, primeItem, new Date(now + 120_000))).toBe(false);

    await expect(assertMayOpen(db(), free, premiumItem)).rejects.toMatchObject({
      statusCode: 403,
      message: planRequiredMessage('premium'),
    });
    await expect(assertMayOpen(db(), null, premiumItem)).rejects.toMatchObject({ statusCode: 401 });
  });
});

describe('mayOpenMany, the list form of mayOpen', () => {
  it('answers as mayOpen does for every viewer, plan and owner, and opens what she holds by grant', async () => {
    const viewers: Viewer[] = [
      { id: 900_001, role: 'admin', planType: 'free' },
      { id: 900_002, role: 'trainer', planType: 'free' },
      { id: 900_003, role: 'trainer', planType: 'free' },
      { id: 900_004, role: 'member', planType: 'free' },
      { id: 900_005, role: 'member', planType: 'premium' },
      { id: 900_006, role: 'member', planType: 'prime' },
    ];
    let compared = 0;
    for (const viewer of viewers)
      for (const requiredPlan of ['free', 'premium', 'prime'] as const)
        for (const trainerUserId of [900_002, null]) {
          // No grant exists for these ids: mayOpen's answer comes from its rules alone.
          const item: ContentItem = { kind: 'course', id: 9_999_999, requiredPlan, trainerUserId };
          const listed = mayOpenMany(viewer, NO_GRANTS)({ id: item.id, requiredPlan, trainerUserId });
          expect(listed, `${viewer.role}/${viewer.planType} on ${requiredPlan}`).toBe(
            await mayOpen(db(), viewer, item),
          );
          compared += 1;
        }
    expect(compared).toBe(36);
    const free: Viewer = { id: 900_004, role: 'member', planType: 'free' };
    expect(mayOpenMany(free, new Set([7]))({ id: 7, requiredPlan: 'prime' })).toBe(true);
    expect(mayOpenMany(free, new Set([7]))({ id: 8, requiredPlan: 'prime' })).toBe(false);
  });
});
