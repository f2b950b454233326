import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TestAgent, type TestContext } from '../../../../test/helper';
import { demoProduct, eventually, signedInAgent } from '../../../../test/factories';
import { BILLING, idempotencyKey } from '../../../../test/commerce';
import {
  FAKE_WEBPAY_API_KEY,
  FAKE_WEBPAY_COMMERCE_CODE,
  startFakeTransbank,
} from '../../../../../../test-support/fake-transbank';
import {
  commerceEvents,
  grants,
  memberships,
  orders,
  outboxEmails,
  payments,
  rateLimitHits,
} from '../../../db/schema/index';

let ctx: TestContext;
let fake: Awaited<ReturnType<typeof startFakeTransbank>>;

beforeAll(async () => {
  fake = await startFakeTransbank();
  ctx = await buildTestApp({
    WEBPAY_COMMERCE_CODE: FAKE_WEBPAY_COMMERCE_CODE,
    WEBPAY_API_KEY: FAKE_WEBPAY_API_KEY,
    WEBPAY_API_URL: fake.url,
  });
});
afterAll(async () => {
  await ctx?.close();
  await fake.close();
});

const orderOf = async (id: number) =>
  (await ctx.database.db.select().from(orders).where(eq(orders.id, id)))[0];
const grantsOf = (userId: number) => ctx.database.db.select().from(grants).where(eq(grants.userId, userId));
const paymentsOf = (orderId: number) =>
  ctx.database.db.select().from(payments).where(eq(payments.orderId, orderId));

/** An e-book in her cart, checked out with Webpay: the order and its transaction's token. */
async function cartCheckout(agent: TestAgent) {
  const product = await demoProduct(agent, 'ebook');
  expect((await agent.post('/api/cart/add', { product_id: product.id })).statusCode).toBe(200);
  const response = await agent.post('/api/cart/checkout', {
    billing: BILLING,
    idempotency_key: idempotencyKey(),
    payment_method: 'webpay',
  });
  expect(response.statusCode, response.body).toBe(200);
  const { order_id, init_point } = response.json<{ order_id: number; init_point: string }>();
  expect(init_point).toBe(`/api/payments/webpay/pay/${order_id}`);
  const token = (await orderOf(order_id))?.providerReference ?? '';
  expect(fake.transactions.get(token)).toMatchObject({
    amount: product.price,
    buy_order: expect.stringMatching(new RegExp(`^${order_id}-`)),
  });
  return { orderId: order_id, token, initPoint: init_point, price: product.price };
}

/** Webpay sending the buyer back: a form post from Transbank's site (no session needed, no CSRF token). */
function webpayReturn(agent: TestAgent, fields: Record<string, string>) {
  return agent.request({
    method: 'POST',
    url: '/api/payments/webpay/return',
    csrf: false,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

describe('Webpay Plus beside the default provider', () => {
  it('is offered at checkout, and a method that is not configured is refused in Spanish', async () => {
    const { agent } = await signedInAgent(ctx.app);
    const methods = (await agent.get('/api/payments/methods')).json<{ methods: Array<{ id: string }> }>();
    expect(methods.methods.map((method) => method.id)).toEqual(['sandbox', 'webpay']);
    const product = await demoProduct(agent, 'ebook');
    await agent.post('/api/cart/add', { product_id: product.id });
    const refused = await agent.post('/api/cart/checkout', {
      billing: BILLING,
      idempotency_key: idempotencyKey(),
      payment_method: 'mercadopago',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Ese medio de pago no está disponible. Elige otro.');
    const bad = await agent.post('/api/cart/checkout', {
      billing: BILLING,
      idempotency_key: idempotencyKey(),
      payment_method: 'bitcoin',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Elige un medio de pago válido');
  });

  it('hands the buyer to Webpay with a form post of her token, only on her own order', async () => {
    const owner = await signedInAgent(ctx.app);
    const stranger = await signedInAgent(ctx.app);
    const { token, initPoint } = await cartCheckout(owner.agent);
    const page = await owner.agent.get(initPoint);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`name="token_ws" value="${token}"`);
    expect(page.body).toMatch(
      /<form id="webpay" method="post" action="http:\/\/127\.0\.0\.1:\d+\/webpayserver\/initTransaction">/,
    );
    expect(String(page.headers['content-security-policy'])).toMatch(/form-action http:\/\/127\.0\.0\.1:\d+;/);
    expect((await stranger.agent.get(initPoint)).statusCode).toBe(404);
  });

  it('approved: commits on return, grants once, and a second commit of the same token changes nothing', async () => {
    const { agent, user } = await signedInAgent(ctx.app);
    const { orderId, token, price } = await cartCheckout(agent);
    fake.pay(token, 'approved');
    const back = await webpayReturn(agent, { token_ws: token });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/payment-success?order_id=${orderId}`);
    expect((await orderOf(orderId))?.status).toBe('paid');
    const status = (await agent.get(`/api/payments/status/${orderId}`)).json();
    expect(status).toMatchObject({ status: 'paid', total: price, payment_id: token });
    const grantedFirst = (await grantsOf(user.id)).length;
    expect(grantedFirst).toBeGreaterThan(0);

    // The same return again (a reload, the back button), by GET and by POST, at once.
    const [again, viaGet] = await Promise.all([
      webpayReturn(agent, { token_ws: token }),
      agent.get(`/api/payments/webpay/return?token_ws=${token}`),
    ]);
    expect(again.headers.location).toBe(`/payment-success?order_id=${orderId}`);
    expect(viaGet.headers.location).toBe(`/payment-success?order_id=${orderId}`);
    expect(await paymentsOf(orderId)).toHaveLength(1);
    expect((await grantsOf(user.id)).length).toBe(grantedFirst);
    const approvals = await ctx.database.db
      .select()
      .from(commerceEvents)
      .where(and(eq(commerceEvents.orderId, orderId), eq(commerceEvents.kind, 'payment_approved')));
    expect(approvals).toHaveLength(1);
    expect(fake.transactions.get(token)?.status).toBe('AUTHORIZED');
  });

  it('rejected: the order is declined, nothing is granted and the cart keeps its lines', async () => {
    const { agent, user } = await signedInAgent(ctx.app);
    const { orderId, token } = await cartCheckout(agent);
    fake.pay(token, 'declined');
    const back = await webpayReturn(agent, { token_ws: token });
    expect(back.headers.location).toBe(`/payment-failure?order_id=${orderId}`);
    expect((await orderOf(orderId))?.status).toBe('rejected');
    expect(await grantsOf(user.id)).toHaveLength(0);
    expect((await agent.get('/api/cart')).json().count).toBe(1);
    expect((await paymentsOf(orderId))[0]?.status).toBe('rejected');
  });

  it('aborted on Webpay’s form (TBK_TOKEN, no token_ws): nothing is committed and the order can be paid again', async () => {
    const { agent, user } = await signedInAgent(ctx.app);
    const { orderId, token } = await cartCheckout(agent);
    const transaction = fake.transactions.get(token);
    const back = await webpayReturn(agent, {
      TBK_TOKEN: token,
      TBK_ORDEN_COMPRA: transaction?.buy_order ?? '',
      TBK_ID_SESION: transaction?.session_id ?? '',
    });
    expect(back.headers.location).toBe(`/payment-failure?order_id=${orderId}&motivo=cancelado`);
    expect(fake.commitsOf(token)).toBe(0);
    expect((await orderOf(orderId))?.status).toBe('pending');
    expect(await grantsOf(user.id)).toHaveLength(0);

    // "Reintentar": the old token is asked first, then a fresh transaction replaces it.
    const retry = await agent.post('/api/checkout/create-preference', { order_id: orderId });
    expect(retry.statusCode, retry.body).toBe(200);
    const fresh = (await orderOf(orderId))?.providerReference ?? '';
    expect(fresh).not.toBe(token);
    fake.pay(fresh, 'approved');
    expect((await webpayReturn(agent, { token_ws: fresh })).headers.location).toBe(
      `/payment-success?order_id=${orderId}`,
    );
    expect((await orderOf(orderId))?.status).toBe('paid');
  });

  it('timed out on Webpay’s form (only the buy order comes back): nothing is committed', async () => {
    const { agent } = await signedInAgent(ctx.app);
    const { orderId, token } = await cartCheckout(agent);
    const transaction = fake.transactions.get(token);
    const back = await agent.get(
      `/api/payments/webpay/return?TBK_ORDEN_COMPRA=${transaction?.buy_order}&TBK_ID_SESION=${transaction?.session_id}`,
    );
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/payment-failure?order_id=${orderId}&motivo=tiempo`);
    expect(fake.commitsOf(token)).toBe(0);
    expect((await orderOf(orderId))?.status).toBe('pending');
  });

  it('the payments health lists each offered gateway: Webpay unavailable while Transbank is down', async () => {
    const anonymous = new TestAgent(ctx.app);
    const healthy = await anonymous.get('/api/payments/health');
    expect(healthy.statusCode).toBe(200);
    expect(healthy.json().providers).toEqual([
      { provider: 'sandbox', status: 'ok' },
      { provider: 'webpay', status: 'ok' },
    ]);
    fake.setDown(true);
    try {
      const degraded = await anonymous.get('/api/payments/health');
      // The default gateway still takes payments, so the service as a whole is up.
      expect(degraded.statusCode).toBe(200);
      expect(degraded.json()).toMatchObject({
        provider: 'sandbox',
        status: 'ok',
        providers: [
          { provider: 'sandbox', status: 'ok' },
          { provider: 'webpay', status: 'unavailable' },
        ],
      });
    } finally {
      fake.setDown(false);
    }
  });

  it('Transbank not answering at the return: she lands on the pending page, and it settles when she looks', async () => {
    const { agent, user } = await signedInAgent(ctx.app);
    const { orderId, token } = await cartCheckout(agent);
    fake.pay(token, 'approved');
    fake.setDown(true);
    try {
      const back = await webpayReturn(agent, { token_ws: token });
      expect(back.statusCode).toBe(303);
      expect(back.headers.location).toBe(`/payment-success?order_id=${orderId}`);
      expect((await orderOf(orderId))?.status).toBe('pending');
    } finally {
      fake.setDown(false);
    }
    const status = (await agent.get(`/api/payments/status/${orderId}`)).json();
    expect(status.status).toBe('paid');
    expect((await grantsOf(user.id)).length).toBeGreaterThan(0);
  });

  it('an amount other than the order’s grants nothing and is kept for the admin', async () => {
    const { agent, user } = await signedInAgent(ctx.app);
    const { orderId, token, price } = await cartCheckout(agent);
    fake.pay(token, 'approved');
    const transaction = fake.transactions.get(token);
    if (transaction) transaction.charged = 990;
    await webpayReturn(agent, { token_ws: token });
    expect((await orderOf(orderId))?.status).toBe('pending');
    expect(await grantsOf(user.id)).toHaveLength(0);
    const [mismatch] = await ctx.database.db
      .select()
      .from(commerceEvents)
      .where(and(eq(commerceEvents.orderId, orderId), eq(commerceEvents.kind, 'amount_mismatch')));
    expect(mismatch?.detail).toMatchObject({ expected: price, received: 990 });
  });

  it('the return opened by another member grants her nothing and shows her nothing of the order', async () => {
    const owner = await signedInAgent(ctx.app);
    const intruder = await signedInAgent(ctx.app);
    const { orderId, token } = await cartCheckout(owner.agent);
    fake.pay(token, 'approved');
    const back = await webpayReturn(intruder.agent, { token_ws: token });
    expect(back.headers.location).toBe(`/payment-success?order_id=${orderId}`);
    expect((await intruder.agent.get(`/api/payments/status/${orderId}`)).statusCode).toBe(404);
    expect(await grantsOf(intruder.user.id)).toHaveLength(0);
    // What was paid is the owner's, and only hers.
    expect((await orderOf(orderId))?.userId).toBe(owner.user.id);
    expect((await grantsOf(owner.user.id)).length).toBeGreaterThan(0);
    expect((await intruder.agent.get(`/api/payments/webpay/pay/${orderId}`)).statusCode).toBe(404);
  });

  it('an admin refund reverses the transaction at Transbank', async () => {
    const { agent } = await signedInAgent(ctx.app);
    const admin = await signedInAgent(ctx.app, { isAdmin: true });
    const { orderId, token } = await cartCheckout(agent);
    fake.pay(token, 'approved');
    await webpayReturn(agent, { token_ws: token });
    const refund = await admin.agent.post(`/api/admin/payments/${orderId}/refund`, {
      reason: 'La socia pidió la devolución',
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(fake.transactions.get(token)?.status).toBe('REVERSED');
    expect((await orderOf(orderId))?.status).toBe('refunded');
  });
});

describe('a plan paid with Webpay', () => {
  async function payPlan(agent: TestAgent) {
    const response = await agent.post('/api/membership-purchase', {
      plan_type: 'premium',
      billing: BILLING,
      idempotency_key: idempotencyKey(),
      payment_method: 'webpay',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { order_id } = response.json<{ order_id: number }>();
    const token = (await orderOf(order_id))?.providerReference ?? '';
    expect(fake.transactions.get(token)?.amount).toBe(19_990);
    fake.pay(token, 'approved');
    expect((await webpayReturn(agent, { token_ws: token })).headers.location).toBe(
      `/payment-success?order_id=${order_id}`,
    );
    return order_id;
  }

  it('is one period that does not renew by itself; paying the renewal link adds the next period after it', async () => {
    const { agent, user } = await signedInAgent(ctx.app);
    await payPlan(agent);
    const status = (await agent.get('/api/membership/status')).json();
    expect(status).toMatchObject({
      plan_type: 'premium',
      will_renew: false,
      cancel_at_period_end: false,
      renews_with_link: true,
    });
    const [membership] = await ctx.database.db
      .select()
      .from(memberships)
      .where(eq(memberships.userId, user.id));
    expect(membership).toMatchObject({ provider: 'webpay', subscriptionId: null });

    // Three days before the end, the reminder carries the link that pays the next period.
    const end = membership?.periodEnd.getTime() ?? 0;
    await ctx.app.billingJobs.runOnce(new Date(end - 3 * 86_400_000 + 60_000));
    const reminderMail = async () =>
      (await ctx.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, user.email))).find(
        (mail) => mail.subject.startsWith('Tu plan Premium termina'),
      );
    await eventually(async () => (await reminderMail()) !== undefined, 'the reminder e-mail');
    const reminder = await reminderMail();
    expect(reminder?.text).toContain('Lo pagaste con Webpay');
    expect(reminder?.text).toContain('/checkout-membership?plan=premium&interval=month&medio=webpay');

    const quote = (await agent.get('/api/checkout/quote?plan_type=premium&billing_interval=month')).json();
    expect(quote).toMatchObject({ effective: 'renewal', amount_due: 19_990 });
    await payPlan(agent);
    const [renewed] = await ctx.database.db.select().from(memberships).where(eq(memberships.userId, user.id));
    expect(renewed?.id).toBe(membership?.id);
    expect(renewed?.periodEnd.toISOString()).toBe(quote.period_end);
    expect(renewed?.periodEnd.getTime()).toBeGreaterThan(end + 27 * 86_400_000);
  });

  it('ends at its period end without the grace a subscription gets', async () => {
    const { agent, user } = await signedInAgent(ctx.app);
    await payPlan(agent);
    // Cancelled, she gets no payment link; undone, she is told the link will come (not a charge).
    expect((await agent.post('/api/memberships/cancel', {})).statusCode).toBe(200);
    expect((await agent.get('/api/membership/status')).json().renews_with_link).toBe(false);
    const undone = await agent.post('/api/memberships/reactivate');
    expect(undone.json().message).toMatch(
      /te avisaremos antes para que pagues el próximo periodo con Webpay/,
    );
    expect((await agent.get('/api/membership/status')).json().renews_with_link).toBe(true);
    const [membership] = await ctx.database.db
      .select()
      .from(memberships)
      .where(eq(memberships.userId, user.id));
    await ctx.app.billingJobs.runOnce(new Date((membership?.periodEnd.getTime() ?? 0) + 60_000));
    expect((await agent.get('/api/membership/status')).json().plan_type).toBe('free');
  });
});

describe('the return address under a flood', () => {
  it('answers at most 60 tokens per address in 15 minutes, in Spanish, and commits nothing more', async () => {
    const { agent } = await signedInAgent(ctx.app);
    await ctx.database.db.delete(rateLimitHits);
    const answers = [];
    for (let attempt = 0; attempt < 61; attempt += 1)
      answers.push(await webpayReturn(agent, { token_ws: 'f'.repeat(60) + String(1000 + attempt) }));
    expect(answers.slice(0, 60).every((answer) => answer.statusCode === 303)).toBe(true);
    const refused = answers[60];
    expect(refused?.statusCode).toBe(429);
    expect(refused?.json().message).toBe(
      'Demasiados intentos de pago. Espera unos minutos e intenta de nuevo.',
    );
    expect(fake.commitsOf('f'.repeat(60) + '1060')).toBe(0);
  });
});
