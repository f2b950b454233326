import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { COUPON_MESSAGES as M } from '@vitalia/shared/coupons';
import { santiagoDay } from '@vitalia/shared/dates';
import { auditLog, couponRedemptions, coupons, products } from '../../../db/schema/index';
import { buildTestApp, type TestAgent, type TestContext } from '../../../../test/helper';
import { answerSandbox, BILLING, idempotencyKey } from '../../../../test/commerce';
import { signedInAgent } from '../../../../test/factories';

/** Coupons (issue 48 §3) on PGlite and PostgreSQL: the admin's rules, each refusal, the order, the race. */
let ctx: TestContext;
let admin: TestAgent;
let packId: number;
let packPrice: number;
/** A product that is not in the shoppers' carts. */
let otherProductId: number;
let sequence = 0;
beforeAll(async () => {
  ctx = await buildTestApp();
  admin = (await signedInAgent(ctx.app, { role: 'admin' })).agent;
  const [pack] = await ctx.database.db
    .select()
    .from(products)
    .where(and(eq(products.kind, 'consultation_pack'), eq(products.slug, 'consulta-individual')));
  if (!pack) throw new Error('the demo seed sells a consultation');
  packId = pack.id;
  packPrice = pack.priceClp;
  const [other] = await ctx.database.db.select().from(products).where(eq(products.slug, 'pack-3-consultas'));
  if (!other) throw new Error('the demo seed sells a pack of three');
  otherProductId = other.id;
});
afterAll(() => ctx.close());

const code = () => `PRUEBA-${++sequence}-${Date.now() % 100_000}`;
const createCoupon = async (fields: Record<string, unknown>) => {
  const response = await admin.post('/api/admin/coupons', { code: code(), ...fields });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ coupon: { id: number; code: string } }>().coupon;
};
const shopper = async () => {
  const { agent, user } = await signedInAgent(ctx.app);
  expect((await agent.post('/api/cart/add', { product_id: packId })).statusCode).toBe(200);
  return { agent, user };
};
const checkout = (agent: TestAgent, couponCode?: string) =>
  agent.post('/api/cart/checkout', {
    billing: BILLING,
    idempotency_key: idempotencyKey(),
    ...(couponCode ? { coupon_code: couponCode } : {}),
  });

describe('the admin’s coupons', () => {
  it('creates one, audited, lists it with its uses, and refuses a taken code and bad fields in Spanish', async () => {
    const created = await createCoupon({ percent_off: 20, description: 'Lanzamiento' });
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'coupon'), eq(auditLog.entityId, String(created.id))));
    expect(audit.map((entry) => entry.action)).toEqual(['coupon.create']);
    const listed = await admin.get('/api/admin/coupons');
    expect(listed.statusCode, listed.body).toBe(200);
    const list = listed.json().coupons;
    expect(list.find((coupon: { id: number }) => coupon.id === created.id)).toMatchObject({
      percent_off: 20,
      uses: 0,
      active: true,
    });

    const taken = await admin.post('/api/admin/coupons', {
      code: created.code.toLowerCase(),
      amount_off: 1000,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(M.codeTaken);
    const bad = await admin.post('/api/admin/coupons', { code: 'NUEVO-1', percent_off: 10, amount_off: 500 });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain(M.oneKind);
    const before = await ctx.database.db.select().from(coupons);
    expect(before.some((row) => row.code === 'NUEVO-1')).toBe(false);
  });

  it('is the admin’s alone', async () => {
    const { agent } = await signedInAgent(ctx.app);
    expect((await agent.get('/api/admin/coupons')).statusCode).toBe(403);
    expect((await agent.post('/api/admin/coupons', { code: 'MIO', percent_off: 90 })).statusCode).toBe(403);
  });
});

describe('a coupon at checkout', () => {
  it('says in Spanish why each one cannot be used, and what the discount is when it can', async () => {
    const { agent } = await shopper();
    const check = (value: string) => agent.post('/api/checkout/coupon', { code: value });
    const today = santiagoDay(new Date());
    const refusals: Array<[Record<string, unknown>, string]> = [
      [{ percent_off: 10, active: false }, M.inactive],
      [{ percent_off: 10, valid_from: '2099-01-01' }, M.notYet('01-01-2099')],
      [{ percent_off: 10, valid_until: '2020-01-31' }, M.expired('31-01-2020')],
      [{ percent_off: 10, product_ids: [otherProductId] }, M.notForCart],
    ];
    for (const [fields, message] of refusals) {
      const coupon = await createCoupon(fields);
      const answer = await check(coupon.code);
      expect(answer.statusCode, coupon.code).toBe(400);
      expect(answer.json().message).toBe(message);
    }
    expect((await check('NO-EXISTE-JAMAS')).json().message).toBe(M.notFound);

    const good = await createCoupon({ amount_off: 5000, valid_from: today, valid_until: today });
    const answer = await check(good.code.toLowerCase());
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      code: good.code,
      discount: 5000,
      summary: { total_amount: packPrice - 5000 },
      message: M.applied('$5.000'),
    });
  });

  it('discounts the order as a line of its own, counts the use, and a rejected payment gives it back', async () => {
    const coupon = await createCoupon({ percent_off: 10 });
    const { agent, user } = await shopper();
    const opened = await checkout(agent, coupon.code);
    expect(opened.statusCode, opened.body).toBe(200);
    const { order_id, init_point } = opened.json();
    await answerSandbox(agent, init_point, 'reject');
    // Rejected: the use is hers again.
    expect((await agent.post('/api/checkout/coupon', { code: coupon.code })).statusCode).toBe(200);

    const again = (await checkout(agent, coupon.code)).json();
    await answerSandbox(agent, again.init_point, 'approve');
    const discount = Math.round(packPrice / 10);
    expect((await agent.get(`/api/payments/status/${again.order_id}`)).json()).toMatchObject({
      status: 'paid',
      total: packPrice - discount,
      items: [{ name: 'Consulta 1:1', kind: 'consultation_pack' }],
    });
    const redemptions = await ctx.database.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.userId, user.id));
    expect(redemptions.map((row) => [row.orderId, row.discountClp]).sort()).toEqual(
      [
        [order_id, discount],
        [again.order_id, discount],
      ].sort(),
    );

    // Once per member by default.
    expect((await agent.post('/api/cart/add', { product_id: packId })).statusCode).toBe(200);
    const third = await checkout(agent, coupon.code);
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe(M.usedByYou);
  });

  it('a declined order paid again takes its coupon’s use again only if the coupon still has one', async () => {
    const coupon = await createCoupon({ percent_off: 10, max_uses: 1 });
    const first = await shopper();
    const declined = (await checkout(first.agent, coupon.code)).json();
    await answerSandbox(first.agent, declined.init_point, 'reject');
    // Her use was given back when it was declined, and another member takes the last one.
    const second = await shopper();
    const taken = (await checkout(second.agent, coupon.code)).json();
    await answerSandbox(second.agent, taken.init_point, 'approve');

    const retry = await first.agent.post('/api/checkout/create-preference', { order_id: declined.order_id });
    expect(retry.statusCode).toBe(409);
    expect(retry.json().message).toBe(M.retryRefused(M.exhausted));
    // Nothing changed: her order is still declined and the coupon counts one use.
    expect((await first.agent.get(`/api/payments/status/${declined.order_id}`)).json().status).toBe(
      'rejected',
    );
    const listed = (await admin.get('/api/admin/coupons')).json().coupons as { id: number; uses: number }[];
    expect(listed.find((row) => row.id === coupon.id)?.uses).toBe(1);

    // With a use left, the same retry opens the payment again.
    const roomy = await createCoupon({ percent_off: 10, max_uses: 5 });
    const third = await shopper();
    const again = (await checkout(third.agent, roomy.code)).json();
    await answerSandbox(third.agent, again.init_point, 'reject');
    const reopened = await third.agent.post('/api/checkout/create-preference', { order_id: again.order_id });
    expect(reopened.statusCode, reopened.body).toBe(200);
  });

  it('gives its last use to exactly one of many members checking out at once', async () => {
    const coupon = await createCoupon({ amount_off: 1000, max_uses: 1 });
    const members = await Promise.all(Array.from({ length: 50 }, () => shopper()));
    const answers = await Promise.all(members.map(({ agent }) => checkout(agent, coupon.code)));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((status) => status === 200)).toHaveLength(1);
    expect(codes.filter((status) => status === 409)).toHaveLength(49);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().message).toBe(M.exhausted);
    const uses = await ctx.database.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, coupon.id));
    expect(uses).toHaveLength(1);
  });
});
