import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull } from 'drizzle-orm';
import { courses, products } from '../../../db/schema/index';
import { buildTestApp, type TestContext } from '../../../../test/helper';
import { answerSandbox, BILLING, idempotencyKey } from '../../../../test/commerce';
import { courseInputOf, signedInAgent } from '../../../../test/factories';

/**
 * Issue 48 §4 on PGlite and PostgreSQL: a sold course is called by its title everywhere, opens enrolled the
 * moment it is paid, the paid order says what it bought and how to open it, and a failed payment leaves the
 * cart and her billing data where she left them.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;

/** The demo's course sold on its own, made Premium so that a Free member opens it only by buying it. */
async function soldCourse() {
  const [row] = await db()
    .select({ productId: products.id, courseId: products.courseId, name: products.name })
    .from(products)
    .where(and(eq(products.kind, 'course'), isNotNull(products.courseId)))
    .limit(1);
  if (!row?.courseId) throw new Error('the demo seed sells a course');
  await db().update(courses).set({ requiredPlan: 'premium' }).where(eq(courses.id, row.courseId));
  const [course] = await db().select().from(courses).where(eq(courses.id, row.courseId));
  if (!course) throw new Error('course missing');
  return { productId: row.productId, courseId: row.courseId, name: row.name, title: course.title };
}

async function checkoutCart(agent: Awaited<ReturnType<typeof signedInAgent>>['agent'], productId: number) {
  expect((await agent.post('/api/cart/add', { product_id: productId })).statusCode).toBe(200);
  const checkout = await agent.post('/api/cart/checkout', {
    billing: BILLING,
    idempotency_key: idempotencyKey(),
  });
  expect(checkout.statusCode, checkout.body).toBe(200);
  return checkout.json<{ order_id: number; init_point: string }>();
}

describe('one name, one state, one way back (issue 48 §4)', () => {
  it('names the course product after the course, and renames it when the title changes', async () => {
    const sold = await soldCourse();
    expect(sold.name).toBe(`Curso: ${sold.title}`);

    const { agent: admin } = await signedInAgent(ctx.app, { role: 'admin' });
    const course = (await admin.get(`/api/admin/courses/${sold.courseId}`)).json().course;
    const renamed = await admin.put(`/api/admin/courses/${sold.courseId}`, {
      ...courseInputOf(course),
      title: 'Diabetes tipo 2: vivir bien cada día',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);

    const { agent } = await signedInAgent(ctx.app);
    const cart = (await agent.post('/api/cart/add', { product_id: sold.productId })).json();
    expect(cart.items.map((item: { name: string }) => item.name)).toEqual([
      'Curso: Diabetes tipo 2: vivir bien cada día',
    ]);
    // Back as it was, for the other tests.
    await admin.put(`/api/admin/courses/${sold.courseId}`, courseInputOf(course));
  });

  it('a paid course opens enrolled at once, and the paid order lists it with what it opens', async () => {
    const sold = await soldCourse();
    const { agent } = await signedInAgent(ctx.app);
    const before = (await agent.get(`/api/courses/${sold.courseId}`)).json().course;
    expect(before).toMatchObject({ locked: true, enrolled: false });

    const { order_id, init_point } = await checkoutCart(agent, sold.productId);
    await answerSandbox(agent, init_point, 'approve');
    const status = (await agent.get(`/api/payments/status/${order_id}`)).json();
    expect(status).toMatchObject({
      status: 'paid',
      kind: 'cart',
      billing_interval: null,
      items: [{ name: `Curso: ${sold.title}`, kind: 'course', item_id: sold.courseId, quantity: 1 }],
    });

    const after = (await agent.get(`/api/courses/${sold.courseId}`)).json().course;
    expect(after).toMatchObject({ locked: false, enrolled: true, progress_percent: 0 });
  });

  it('a rejected cart keeps its line and brings back her billing data for the retry', async () => {
    const sold = await soldCourse();
    const { agent } = await signedInAgent(ctx.app);
    expect((await agent.get('/api/cart')).json().billing_defaults).toBeNull();

    const { order_id, init_point } = await checkoutCart(agent, sold.productId);
    await answerSandbox(agent, init_point, 'reject');
    expect((await agent.get(`/api/payments/status/${order_id}`)).json()).toMatchObject({
      status: 'rejected',
      kind: 'cart',
    });

    const cart = (await agent.get('/api/cart')).json();
    expect(cart.items.map((item: { product_id: number }) => item.product_id)).toEqual([sold.productId]);
    expect(cart.billing_defaults).toEqual(BILLING);
    // Nothing opened by a payment that failed.
    expect((await agent.get(`/api/courses/${sold.courseId}`)).json().course).toMatchObject({
      locked: true,
      enrolled: false,
    });
  });
});
