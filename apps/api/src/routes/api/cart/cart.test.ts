import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull } from 'drizzle-orm';
import { cartItems, courses, orders, products, resources } from '../../../db/schema/index';
import { buildTestApp, type TestContext } from '../../../../test/helper';
import { BILLING, buyPlan, idempotencyKey } from '../../../../test/commerce';
import { signedInAgent } from '../../../../test/factories';

/** What a cart may sell (issue 42 §3–§4), on PGlite and PostgreSQL. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;

/** A product of the demo catalogue that sells a course or an e-book, with that item's id. */
async function sold(kind: 'course' | 'ebook') {
  const [row] = await db()
    .select({
      id: products.id,
      name: products.name,
      courseId: products.courseId,
      resourceId: products.resourceId,
    })
    .from(products)
    .where(
      and(eq(products.kind, kind), isNotNull(kind === 'course' ? products.courseId : products.resourceId)),
    )
    .limit(1);
  if (!row) throw new Error(`the demo seed sells a ${kind}`);
  return {
    product: row.id,
    name: row.name,
    itemId: (kind === 'course' ? row.courseId : row.resourceId) ?? 0,
  };
}

const setStatus = (kind: 'course' | 'ebook', id: number, status: 'draft' | 'published') =>
  kind === 'course'
    ? db().update(courses).set({ status }).where(eq(courses.id, id))
    : db().update(resources).set({ status }).where(eq(resources.id, id));

const setPlan = (kind: 'course' | 'ebook', id: number, requiredPlan: 'free' | 'premium') =>
  kind === 'course'
    ? db().update(courses).set({ requiredPlan }).where(eq(courses.id, id))
    : db().update(resources).set({ requiredPlan }).where(eq(resources.id, id));

const cartOrders = async (userId: number) =>
  db()
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.kind, 'cart')));

describe('drafts are not sold (issue 42 §3)', () => {
  for (const kind of ['course', 'ebook'] as const)
    it(`${kind === 'course' ? 'a course' : 'an e-book'} unpublished leaves the products, cannot be added, and an open cart says why`, async () => {
      const { product, name, itemId } = await sold(kind);
      await setPlan(kind, itemId, 'premium');
      const { agent, user } = await signedInAgent(ctx.app);
      expect((await agent.post('/api/cart/add', { product_id: product })).statusCode).toBe(200);

      await setStatus(kind, itemId, 'draft');
      try {
        const listed = (await agent.get('/api/products')).json().products as { id: number }[];
        expect(listed.map((entry) => entry.id)).not.toContain(product);
        const other = await signedInAgent(ctx.app);
        const refused = await other.agent.post('/api/cart/add', { product_id: product });
        expect(refused.statusCode).toBe(404);

        const cart = (await agent.get('/api/cart')).json();
        expect(cart.items).toEqual([]);
        expect(cart.total).toBe(0);
        expect(cart.unavailable).toEqual([
          expect.objectContaining({ product_id: product, name, reason: 'Ya no está a la venta.' }),
        ]);

        const checkout = await agent.post('/api/cart/checkout', {
          billing: BILLING,
          idempotency_key: idempotencyKey(),
        });
        expect(checkout.statusCode).toBe(409);
        expect(checkout.json().message).toContain(`«${name}»`);
        expect(await cartOrders(user.id)).toEqual([]);
        const left = await db().select().from(cartItems).where(eq(cartItems.userId, user.id));
        expect(left).toEqual([]);
      } finally {
        await setStatus(kind, itemId, 'published');
      }
    });
});

describe('what her plan opens is not charged (issue 42 §4)', () => {
  it('a premium course added as Free, then Premium bought: checkout removes the line and charges nothing', async () => {
    const { product, name, itemId } = await sold('course');
    await setPlan('course', itemId, 'premium');
    const { agent, user } = await signedInAgent(ctx.app);
    expect((await agent.post('/api/cart/add', { product_id: product })).statusCode).toBe(200);
    await buyPlan(agent, 'premium');

    const cart = (await agent.get('/api/cart')).json();
    expect(cart.items).toEqual([]);
    expect(cart.unavailable).toEqual([
      expect.objectContaining({ product_id: product, reason: expect.stringMatching(/Ya tienes acceso/) }),
    ]);
    const checkout = await agent.post('/api/cart/checkout', {
      billing: BILLING,
      idempotency_key: idempotencyKey(),
    });
    expect(checkout.statusCode).toBe(409);
    expect(checkout.json().message).toContain(`«${name}»`);
    expect(checkout.json().message).toContain('No se cobró nada');
    expect(await cartOrders(user.id)).toEqual([]);
    expect((await agent.get('/api/cart')).json().unavailable).toEqual([]);
  });
});
