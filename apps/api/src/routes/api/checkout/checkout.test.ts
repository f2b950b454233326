import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { buildTestApp, TestAgent, type TestContext } from '../../../../test/helper';
import { demoProduct, signedInAgent } from '../../../../test/factories';
import { answerSandbox, BILLING, buyPlan, idempotencyKey, startPurchase } from '../../../../test/commerce';
import { auditLog } from '../../../db/schema/admin';
import {
  commerceEvents,
  memberships,
  notifications,
  orders,
  outboxEmails,
  payments,
  sandboxRecords,
  users,
} from '../../../db/schema/index';

const key = idempotencyKey;

/** Her membership row (the first, the only one in these tests). */
async function membershipOf(userId: number) {
  const [row] = await ctx.database.db.select().from(memberships).where(eq(memberships.userId, userId));
  return row;
}
const buy = buyPlan;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('plans', () => {
  it('lists the three plans with monthly and yearly prices in whole CLP', async () => {
    const response = await new TestAgent(ctx.app).get('/api/plans');
    const body = response.json<{
      plans: Array<{ code: string; monthly_price: number; yearly_price: number }>;
    }>();
    expect(body.plans.map((plan) => plan.code)).toEqual(['free', 'premium', 'prime']);
    const premium = body.plans[1];
    expect(premium?.monthly_price).toBe(19_990);
    expect(premium?.yearly_price).toBeLessThan(12 * 19_990);
  });

  it('sells only what exists: each benefit from the one table, linked; the meal plan only with Prime (issues 42 §11, 47)', async () => {
    const agent = new TestAgent(ctx.app);
    const plans = (await agent.get('/api/plans')).json<{
      plans: Array<{ code: string; features: string[]; benefits: { label: string; href: string }[] }>;
    }>().plans;
    for (const plan of plans) {
      expect(plan.features).toEqual(plan.benefits.map((benefit) => benefit.label));
      for (const line of plan.features) expect(line).not.toMatch(/Comunidad|ilimitad/);
      // The meal plan exists now (issue 47) and opens with Prime, as the server's meal-plan lock says.
      expect(
        plan.features.some((line) => /plan de alimentación/.test(line)),
        plan.code,
      ).toBe(plan.code === 'prime');
    }
    expect(plans.find((plan) => plan.code === 'prime')?.features).toContain('4 consultas 1:1 al mes');
    const { agent: member } = await signedInAgent(ctx.app);
    const options = (await member.get('/api/appointments/options')).json<{
      types: { description: string }[];
    }>();
    for (const type of options.types) expect(type.description).not.toMatch(/plan de alimentación/);
  });
});

describe('buying a plan through the sandbox', () => {
  it('without Webpay credentials offers only the default provider and refuses Webpay in Spanish', async () => {
    const { agent } = await signedInAgent(ctx.app);
    const methods = (await agent.get('/api/payments/methods')).json<{ methods: Array<{ id: string }> }>();
    expect(methods.methods.map((method) => method.id)).toEqual(['sandbox']);
    const refused = await agent.post('/api/membership-purchase', {
      plan_type: 'premium',
      billing: BILLING,
      idempotency_key: key(),
      payment_method: 'webpay',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Ese medio de pago no está disponible. Elige otro.');
    expect((await agent.get('/api/payments/webpay/return?token_ws=abcdef0123456789')).statusCode).toBe(404);
  });

  it('starts free, pays on the test page and is premium, with a receipt by e-mail and as PDF', async () => {
    const { agent, user } = await signedInAgent(ctx.app);
    const before = (await agent.get('/api/membership/status')).json();
    expect(before).toMatchObject({
      has_membership: false,
      plan_type: 'free',
      plan_name: 'Free',
      status: 'active',
    });

    const { order_id, init_point } = await startPurchase(agent, 'premium');
    const page = await agent.get(init_point);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Modo de prueba');
    expect(page.body).toContain('$19.990');
    expect(page.body).toContain('IVA 19%');

    const answer = await answerSandbox(agent, init_point, 'approve');
    expect(answer.headers.location).toBe(`/payment-success?order_id=${order_id}`);

    const status = (await agent.get('/api/membership/status')).json();
    expect(status).toMatchObject({
      has_membership: true,
      plan_type: 'premium',
      status: 'active',
      will_renew: true,
    });
    expect((await agent.get('/api/auth/me')).json().user.plan_type).toBe('premium');
    expect((await agent.get(`/api/payments/status/${order_id}`)).json()).toMatchObject({
      status: 'paid',
      total: 19_990,
    });

    const pdf = await agent.get(`/api/payments/receipts/${order_id}`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    await ctx.app.mailer.flush();
    const mails = await ctx.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, BILLING.email));
    const receipt = mails.find((mail) => mail.subject.includes(`N° ${order_id}`));
    expect(receipt?.text).toContain('IVA 19%: $3.192');
    expect(receipt?.text).toContain('Subtotal (neto): $16.798');
    const bell = await ctx.database.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(bell.some((row) => row.title.includes('Premium'))).toBe(true);
  });

  it('a rejected card leaves the plan unchanged and lands on /payment-failure', async () => {
    const { agent } = await signedInAgent(ctx.app);
    const { order_id, init_point } = await startPurchase(agent, 'prime');
    const answer = await answerSandbox(agent, init_point, 'reject');
    expect(answer.headers.location).toBe(`/payment-failure?order_id=${order_id}`);
    expect((await agent.get('/api/membership/status')).json().plan_type).toBe('free');
    expect((await agent.get(`/api/payments/status/${order_id}`)).json().status).toBe('rejected');
  });

  it('the same idempotency key twice is one order and one checkout', async () => {
    const { agent } = await signedInAgent(ctx.app);
    const body = {
      plan_type: 'premium',
      billing_interval: 'month',
      billing: BILLING,
      idempotency_key: key(),
    };
    const [first, second] = await Promise.all([
      agent.post('/api/checkout', body),
      agent.post('/api/membership-purchase', body),
    ]);
    expect(first.json().order_id).toBe(second.json().order_id);
    expect(first.json().init_point).toBe(second.json().init_point);
  });

  it('a notification replayed five times at once activates once and records one payment', async () => {
    const { agent, user } = await signedInAgent(ctx.app);
    const { order_id, init_point } = await startPurchase(agent, 'premium');
    const sandbox = ctx.app.sandboxProvider;
    if (!sandbox) throw new Error('the tests run on the sandbox');
    const notification = await sandbox.decide(init_point.split('/').at(-1) ?? '', true);
    if (!notification) throw new Error('no notification');
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, () => ctx.app.paymentSettlement.handleNotification(notification)),
    );
    expect(outcomes.filter((outcome) => outcome === 'paid')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'duplicate')).toHaveLength(4);
    const rows = await ctx.database.db.select().from(payments).where(eq(payments.orderId, order_id));
    expect(rows).toHaveLength(1);
    const active = await ctx.database.db.select().from(memberships).where(eq(memberships.userId, user.id));
    expect(active).toHaveLength(1);
    const activations = await ctx.database.db
      .select()
      .from(commerceEvents)
      .where(and(eq(commerceEvents.userId, user.id), eq(commerceEvents.kind, 'activated')));
    expect(activations).toHaveLength(1);
  });

  it('a payment whose amount differs from the order grants nothing and is kept for the admin', async () => {
    const { agent, user } = await signedInAgent(ctx.app);
    const { order_id, init_point } = await startPurchase(agent, 'prime');
    const checkoutId = init_point.split('/').at(-1) ?? '';
    await ctx.database.db
      .update(sandboxRecords)
      .set({ amountClp: 990 })
      .where(eq(sandboxRecords.id, checkoutId));
    await answerSandbox(agent, init_point, 'approve');
    expect((await agent.get('/api/membership/status')).json().plan_type).toBe('free');
    const [order] = await ctx.database.db.select().from(orders).where(eq(orders.id, order_id));
    expect(order?.status).toBe('pending');
    const events = await ctx.database.db
      .select()
      .from(commerceEvents)
      .where(and(eq(commerceEvents.orderId, order_id), eq(commerceEvents.kind, 'amount_mismatch')));
    expect(events[0]?.detail).toMatchObject({ expected: 34_990, received: 990 });
    expect((await ctx.database.db.select().from(users).where(eq(users.id, user.id)))[0]?.planType).toBe(
      'free',
    );
  });

  it('another member cannot open or answer someone else’s checkout page', async () => {
    const owner = await signedInAgent(ctx.app);
    const stranger = await signedInAgent(ctx.app);
    const { init_point } = await startPurchase(owner.agent, 'premium');
    expect((await stranger.agent.get(init_point)).statusCode).toBe(404);
    expect((await answerSandbox(owner.agent, init_point, 'approve')).statusCode).toBe(303);
  });

  it('refuses a form post without the CSRF field', async () => {
    const { agent } = await signedInAgent(ctx.app);
    const { init_point } = await startPurchase(agent, 'premium');
    const response = await agent.request({
      method: 'POST',
      url: `${init_point}/approve`,
      csrf: false,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '_csrf=wrong',
    });
    expect(response.statusCode).toBe(403);
    expect((await agent.get('/api/membership/status')).json().plan_type).toBe('free');
  });
});

describe('billing data', () => {
  it('explains each wrong field in Spanish and accepts a RUT with dots and dash', async () => {
    const { agent } = await signedInAgent(ctx.app);
    const bad = await agent.post('/api/checkout/validate-billing', {
      rut: '11.111.111-2',
      name: 'A',
      email: 'x',
      address: '',
      city: '',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      rut: 'RUT inválido: revisa el número y el dígito verificador',
      email: 'Ingresa un email válido',
      address: 'Ingresa tu dirección',
    });
    const good = await agent.post('/api/checkout/validate-billing', BILLING);
    expect(good.json().billing.rut).toBe('11.111.111-1');
  });
});

describe('changing and ending a plan', () => {
  it('cancels at the period end by default and keeps access until then', async () => {
    const { agent } = await signedInAgent(ctx.app);
    await buy(agent, 'premium');
    const response = await agent.post('/api/memberships/cancel', {});
    expect(response.json().message).toMatch(/seguirá activa hasta el .* y no se renovará/);
    const status = (await agent.get('/api/membership/status')).json();
    expect(status).toMatchObject({ plan_type: 'premium', cancel_at_period_end: true, will_renew: false });
  });

  it('a cancellation pauses the renewal, is confirmed by e-mail once, and can be undone until the period ends', async () => {
    const { agent, user } = await signedInAgent(ctx.app);
    await buy(agent, 'premium');
    const subscriptionOf = async () => {
      const [membership] = await ctx.database.db
        .select()
        .from(memberships)
        .where(and(eq(memberships.userId, user.id), eq(memberships.status, 'active')));
      const [record] = await ctx.database.db
        .select()
        .from(sandboxRecords)
        .where(eq(sandboxRecords.id, membership?.subscriptionId ?? ''));
      return record?.status;
    };
    const clicks = await Promise.all([
      agent.post('/api/memberships/cancel', {}),
      agent.post('/api/memberships/cancel', {}),
    ]);
    expect(clicks.map((response) => response.statusCode)).toEqual([200, 200]);
    expect(await subscriptionOf()).toBe('paused');
    expect((await agent.get('/api/membership/status')).json()).toMatchObject({
      cancel_at_period_end: true,
      will_renew: false,
      can_reactivate: true,
    });
    await ctx.app.mailer.flush();
    const mails = await ctx.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, user.email));
    const confirmations = mails.filter(
      (mail) => mail.subject === 'Cancelaste la renovación de tu plan Premium',
    );
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]?.text).toMatch(/sigue activo hasta el .* y no volveremos a cobrarte/);

    const again = await Promise.all([
      agent.post('/api/memberships/reactivate'),
      agent.post('/api/memberships/reactivate'),
    ]);
    expect(again.map((response) => response.statusCode)).toEqual([200, 200]);
    expect(again[0]?.json().message).toMatch(/Tu plan Premium (se renovará|ya se renueva) el /);
    expect(await subscriptionOf()).toBe('authorized');
    expect((await agent.get('/api/membership/status')).json()).toMatchObject({
      plan_type: 'premium',
      cancel_at_period_end: false,
      will_renew: true,
      can_reactivate: false,
    });
    const history = (await agent.get('/api/memberships')).json<{ history: Array<{ kind: string }> }>()
      .history;
    expect(history.filter((event) => event.kind === 'reactivated')).toHaveLength(1);
    expect(history.filter((event) => event.kind === 'cancel_scheduled')).toHaveLength(1);
  });

  it('a second "Reactivar plan" that reads the plan before the first resumes it answers the same', async () => {
    const { agent, user } = await signedInAgent(ctx.app);
    await buy(agent, 'premium');
    await agent.post('/api/memberships/cancel', {});
    // The second click has read the cancelled plan; the first then resumes it and records "reactivated"
    // before the second looks at the history.
    const repository = ctx.app.membershipsRepository;
    const latestIsCancellation = repository.cancelledByMember.bind(repository);
    const lookedAt = vi
      .spyOn(repository, 'cancelledByMember')
      .mockImplementationOnce(async (membership, tx) => {
        expect((await agent.post('/api/memberships/reactivate')).statusCode).toBe(200);
        return latestIsCancellation(membership, tx);
      });
    try {
      const second = await agent.post('/api/memberships/reactivate');
      expect(second.statusCode).toBe(200);
      expect(second.json().message).toMatch(/Tu plan Premium ya se renueva el /);
    } finally {
      lookedAt.mockRestore();
    }
    expect((await membershipOf(user.id))?.cancelAtPeriodEnd).toBe(false);
    const events = await ctx.database.db
      .select()
      .from(commerceEvents)
      .where(and(eq(commerceEvents.userId, user.id), eq(commerceEvents.kind, 'reactivated')));
    expect(events).toHaveLength(1);
  });

  it('the paused subscription ends for good when the cancelled period is over', async () => {
    const { agent, user } = await signedInAgent(ctx.app);
    await buy(agent, 'premium');
    await agent.post('/api/memberships/cancel', {});
    const membership = await membershipOf(user.id);
    await ctx.app.billingJobs.runOnce(new Date((membership?.periodEnd.getTime() ?? 0) + 60_000));
    const [record] = await ctx.database.db
      .select()
      .from(sandboxRecords)
      .where(eq(sandboxRecords.id, membership?.subscriptionId ?? ''));
    expect(record?.status).toBe('cancelled');
    expect((await agent.get('/api/membership/status')).json().plan_type).toBe('free');
    expect((await agent.post('/api/memberships/reactivate')).statusCode).toBe(400);
  });

  it('cancels immediately when asked, back to free', async () => {
    const { agent } = await signedInAgent(ctx.app);
    await buy(agent, 'prime');
    const response = await agent.post('/api/memberships/cancel', { immediate: true });
    expect(response.json()).toEqual({
      success: true,
      message: 'Tu membresía terminó. Ahora tienes el plan Free.',
    });
    expect((await agent.get('/api/membership/status')).json().plan_type).toBe('free');
    expect((await agent.get('/api/auth/me')).json().user.plan_type).toBe('free');
  });

  it('refuses to cancel a free plan and a non-boolean immediate, changing nothing', async () => {
    const { agent } = await signedInAgent(ctx.app);
    expect((await agent.post('/api/memberships/cancel', {})).statusCode).toBe(400);
    expect((await agent.post('/api/memberships/cancel', { immediate: 'sí' })).statusCode).toBe(400);
  });

  it('ends an expired plan when its status is read, without waiting for the job', async () => {
    const { agent, user } = await signedInAgent(ctx.app);
    await buy(agent, 'premium');
    await agent.post('/api/memberships/cancel', {});
    await ctx.database.db
      .update(memberships)
      .set({ periodEnd: new Date(Date.now() - 60_000) })
      .where(eq(memberships.userId, user.id));
    expect((await agent.get('/api/membership/status')).json()).toMatchObject({
      plan_type: 'free',
      has_membership: false,
    });
    expect((await agent.get('/api/auth/me')).json().user.plan_type).toBe('free');
  });

  it('quotes a change before the payment page: the amount, the days her paid plan adds, and her last billing data', async () => {
    expect((await new TestAgent(ctx.app).get('/api/checkout/quote?plan_type=prime')).statusCode).toBe(401);
    const { agent } = await signedInAgent(ctx.app);
    const first = (await agent.get('/api/checkout/quote?plan_type=premium')).json();
    expect(first).toMatchObject({
      amount_due: 19_990,
      effective: 'now',
      credit: null,
      billing_defaults: null,
    });
    const bad = await agent.get('/api/checkout/quote?plan_type=free');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().success).toBe(false);

    await buy(agent, 'premium');
    const upgrade = (await agent.get('/api/checkout/quote?plan_type=prime&billing_interval=month')).json();
    expect(upgrade).toMatchObject({
      amount_due: 34_990,
      effective: 'now',
      credit: { plan_type: 'premium' },
      billing_defaults: { rut: '11.111.111-1', address: BILLING.address, city: BILLING.city },
    });
    // About 19,990/34,990 of a month of Prime for the unused Premium month.
    expect(upgrade.credit.credit_days).toBeGreaterThanOrEqual(15);
    expect(upgrade.credit.credit_days).toBeLessThanOrEqual(18);
    expect((await agent.get('/api/checkout/quote?plan_type=premium')).json().effective).toBe('current');

    // The quote is what the upgrade then does.
    await buy(agent, 'prime');
    const status = (await agent.get('/api/membership/status')).json();
    expect(Math.abs(Date.parse(status.current_period_end) - Date.parse(upgrade.period_end))).toBeLessThan(
      60_000,
    );
    expect((await agent.get('/api/checkout/quote?plan_type=premium')).json()).toMatchObject({
      amount_due: 0,
      effective: 'period_end',
      period_end: status.current_period_end,
    });
  });

  it('upgrades at once and credits the unused premium time as extra prime time', async () => {
    const { agent } = await signedInAgent(ctx.app);
    await buy(agent, 'premium');
    await buy(agent, 'prime');
    const status = (await agent.get('/api/membership/status')).json();
    expect(status.plan_type).toBe('prime');
    const days =
      (Date.parse(status.current_period_end) - Date.parse(status.current_period_start)) / 86_400_000;
    // A month plus about 19,990/34,990 of a month: between 45 and 50 days.
    expect(days).toBeGreaterThan(45);
    expect(days).toBeLessThan(50);
  });

  it('schedules a downgrade for the period end; the renewal then charges the lower price', async () => {
    const { agent, user } = await signedInAgent(ctx.app);
    await buy(agent, 'prime');
    const response = await agent.post('/api/membership-purchase', {
      plan_type: 'premium',
      billing: BILLING,
      idempotency_key: key(),
    });
    expect(response.json()).toMatchObject({ effective: 'period_end', init_point: null });
    const status = (await agent.get('/api/membership/status')).json();
    expect(status).toMatchObject({ plan_type: 'prime', scheduled_plan_type: 'premium' });

    await ctx.app.billingJobs.runOnce(new Date(Date.parse(status.current_period_end) + 60_000));
    const renewed = (await agent.get('/api/membership/status')).json();
    expect(renewed).toMatchObject({ plan_type: 'premium', scheduled_plan_type: null });
    const renewal = await ctx.database.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, user.id), eq(orders.kind, 'renewal')));
    expect(renewal.map((order) => order.totalClp)).toEqual([19_990]);
  });
});

describe('renewals', () => {
  it('a renewal extends the period back to back and mails a receipt; running the job twice charges once', async () => {
    const { agent, user } = await signedInAgent(ctx.app);
    await buy(agent, 'premium');
    const before = (await agent.get('/api/membership/status')).json();
    const due = new Date(Date.parse(before.current_period_end) + 60_000);
    await Promise.all([ctx.app.billingJobs.runOnce(due), ctx.app.billingJobs.runOnce(due)]);
    const after = (await agent.get('/api/membership/status')).json();
    expect(after.current_period_start).toBe(before.current_period_end);
    expect(Date.parse(after.current_period_end)).toBeGreaterThan(Date.parse(before.current_period_end));
    const renewals = await ctx.database.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, user.id), eq(orders.kind, 'renewal')));
    expect(renewals).toHaveLength(1);
    expect(renewals[0]?.status).toBe('paid');
  });

  it('a declined renewal stops renewing, tells the member and ends the plan at its period end', async () => {
    const { agent, user } = await signedInAgent(ctx.app);
    await buy(agent, 'premium');
    const membership = await membershipOf(user.id);
    await ctx.app.sandboxProvider?.failRenewals(membership?.subscriptionId ?? '');
    const due = new Date((membership?.periodEnd.getTime() ?? 0) + 60_000);
    await ctx.app.billingJobs.runOnce(due);
    const bell = await ctx.database.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(bell.some((row) => row.title.startsWith('No pudimos renovar'))).toBe(true);
    await ctx.app.billingJobs.runOnce(due);
    expect((await agent.get('/api/membership/status')).json().plan_type).toBe('free');
  });

  it('reminds 7 days and 1 day before a period that will not renew, once each', async () => {
    const { agent, user } = await signedInAgent(ctx.app);
    await buy(agent, 'premium');
    await agent.post('/api/memberships/cancel', {});
    const membership = await membershipOf(user.id);
    const end = membership?.periodEnd.getTime() ?? 0;
    for (const daysBefore of [6.5, 6.4, 0.5, 0.4])
      await ctx.app.billingJobs.runOnce(new Date(end - daysBefore * 86_400_000));
    const reminders = (
      await ctx.database.db.select().from(notifications).where(eq(notifications.userId, user.id))
    ).filter((row) => row.title.includes('termina'));
    expect(reminders.map((row) => row.title)).toEqual([
      'Tu plan Premium termina en 7 días',
      'Tu plan Premium termina mañana',
    ]);
  });
});

describe('cart', () => {
  it('adds, sums with IVA, removes, clears and checks out through the sandbox', async () => {
    const { agent, user } = await signedInAgent(ctx.app);
    // Consultations come in any number; a course is bought once.
    const first = await demoProduct(agent, 'consultation_pack');
    const second = await demoProduct(agent, 'course');
    const added = await agent.post('/api/cart/add', { user_id: user.id, product_id: first.id, quantity: 2 });
    expect(added.json()).toMatchObject({ message: 'Agregado al carrito', count: 2, user_plan: 'FREE' });
    await agent.post('/api/cart/add', { product_id: second.id });
    const cart = (await agent.get(`/api/cart?user_id=${user.id}`)).json();
    const total = first.price * 2 + second.price;
    expect(cart.summary).toEqual({
      total_items: 3,
      subtotal: Math.round((total * 100) / 119),
      iva_rate: 0.19,
      iva_amount: total - Math.round((total * 100) / 119),
      shipping_cost: 0,
      total_amount: total,
      currency: 'CLP',
    });

    const removed = await agent.delete(`/api/cart/remove/${second.id}`);
    expect(removed.json().count).toBe(2);
    await agent.post('/api/cart/add', { product_id: second.id });

    const checkout = await agent.post('/api/cart/checkout', { billing: BILLING, idempotency_key: key() });
    const { init_point, order_id } = checkout.json();
    await answerSandbox(agent, init_point, 'approve');
    expect((await agent.get(`/api/payments/status/${order_id}`)).json().status).toBe('paid');
    expect((await agent.get('/api/cart')).json().count).toBe(0);
    const mine = (await agent.get('/api/payments/me')).json().payments;
    expect(mine[0]).toMatchObject({ order_id, status: 'paid', total, receipt_available: true });
  });

  it('sells a course or an e-book once, and not to a member whose plan already opens it', async () => {
    const { agent } = await signedInAgent(ctx.app);
    const ebook = await demoProduct(agent, 'ebook');
    await agent.post('/api/cart/add', { product_id: ebook.id, quantity: 3 });
    const twice = await agent.post('/api/cart/add', { product_id: ebook.id });
    expect(twice.json()).toMatchObject({ count: 1, items: [{ product_id: ebook.id, quantity: 1 }] });

    // The demo e-book on sale is premium: a premium member already has it.
    const premium = await signedInAgent(ctx.app);
    await ctx.app.usersRepository.update(premium.user.id, { planType: 'premium' });
    const refused = await premium.agent.post('/api/cart/add', { product_id: ebook.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Ya tienes acceso a este contenido: no necesitas comprarlo.');
    expect((await premium.agent.get('/api/cart')).json().count).toBe(0);
  });

  it("answers 403 for another member's user_id and changes nothing", async () => {
    const owner = await signedInAgent(ctx.app);
    const intruder = await signedInAgent(ctx.app);
    const [product] = (await owner.agent.get('/api/products')).json().products;
    await owner.agent.post('/api/cart/add', { product_id: product.id });
    for (const response of [
      await intruder.agent.get(`/api/cart?user_id=${owner.user.id}`),
      await intruder.agent.post('/api/cart/add', { user_id: owner.user.id, product_id: product.id }),
      await intruder.agent.delete(`/api/cart/clear?user_id=${owner.user.id}`),
      await intruder.agent.delete(`/api/cart/remove/${product.id}?user_id=${owner.user.id}`),
    ]) {
      expect(response.statusCode).toBe(403);
    }
    const ownerCart = (await owner.agent.get('/api/cart')).json();
    expect(ownerCart.count).toBe(1);
    expect((await intruder.agent.get('/api/cart')).json().count).toBe(0);
  });

  it('rejects bad quantities and unknown products with Spanish messages', async () => {
    const { agent } = await signedInAgent(ctx.app);
    const [product] = (await agent.get('/api/products')).json().products;
    const tooMany = await agent.post('/api/cart/add', { product_id: product.id, quantity: 11 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors.quantity).toBe('La cantidad debe ser un número entero entre 1 y 10');
    expect((await agent.post('/api/cart/add', { product_id: 999_999 })).json().message).toBe(
      'Ese producto no existe o ya no está disponible',
    );
    expect(
      (await agent.post('/api/cart/checkout', { billing: BILLING, idempotency_key: key() })).json().message,
    ).toBe('Tu carrito está vacío');
  });
});

describe('admin payments and memberships', () => {
  it('lists, filters, totals, exports, shows the audit trail, refunds and grants', async () => {
    const member = await signedInAgent(ctx.app);
    const admin = await signedInAgent(ctx.app, { isAdmin: true });
    const orderId = await buy(member.agent, 'premium');

    expect((await member.agent.get('/api/admin/payments')).statusCode).toBe(403);
    const list = (
      await admin.agent.get(`/api/admin/payments?status=paid&member=${encodeURIComponent(member.email)}`)
    ).json();
    expect(list.payments).toHaveLength(1);
    expect(list.payments[0]).toMatchObject({ order_id: orderId, total: 19_990, iva: 3192, rut: '111111111' });
    expect(list.totals.paid).toBe(19_990);

    const csv = await admin.agent.get(
      `/api/admin/payments/export.csv?member=${encodeURIComponent(member.email)}`,
    );
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('"Plan Premium (mensual)"');

    const detail = (await admin.agent.get(`/api/admin/payments/${orderId}`)).json();
    expect(detail.events.map((event: { kind: string }) => event.kind)).toContain('payment_approved');

    expect(
      (await admin.agent.post(`/api/admin/payments/${orderId}/refund`, { reason: 'no' })).statusCode,
    ).toBe(400);
    const refund = await admin.agent.post(`/api/admin/payments/${orderId}/refund`, {
      reason: 'Cobro duplicado por error',
    });
    expect(refund.json().message).toBe('Reembolso registrado');
    expect((await member.agent.get('/api/membership/status')).json().plan_type).toBe('free');
    expect(
      (await admin.agent.post(`/api/admin/payments/${orderId}/refund`, { reason: 'Otra vez, por error' }))
        .statusCode,
    ).toBe(409);

    const grant = await admin.agent.post('/api/admin/memberships/grant', {
      user_id: member.user.id,
      plan_type: 'prime',
      months: 3,
      reason: 'Beca del programa comunitario',
    });
    expect(grant.statusCode).toBe(201);
    expect((await member.agent.get('/api/membership/status')).json()).toMatchObject({
      plan_type: 'prime',
      will_renew: false,
    });
    const listed = (
      await admin.agent.get(`/api/admin/memberships?status=active&member=${encodeURIComponent(member.email)}`)
    ).json();
    expect(listed.memberships[0]).toMatchObject({ plan_type: 'prime', provider: 'admin' });
    const revoke = await admin.agent.post(`/api/admin/memberships/${listed.memberships[0].id}/revoke`, {
      reason: 'Fin de la beca',
    });
    expect(revoke.statusCode).toBe(200);
    expect((await member.agent.get('/api/membership/status')).json().plan_type).toBe('free');

    const revenue = (await admin.agent.get('/api/admin/revenue')).json();
    expect(revenue.success).toBe(true);
    expect(Array.isArray(revenue.by_month)).toBe(true);
  });
});

describe('admin search and audit (issue 18 §4)', () => {
  it('finds members in Pagos and Membresías without accents or case, and a RUT in any spelling', async () => {
    const member = await signedInAgent(ctx.app);
    const unique = crypto.randomBytes(3).toString('hex');
    await ctx.app.usersRepository.update(member.user.id, {
      firstName: 'María José',
      lastName: `Núñez${unique}`,
    });
    const admin = await signedInAgent(ctx.app, { isAdmin: true });
    const orderId = await buy(member.agent, 'premium');

    const paymentsFor = async (term: string) =>
      (await admin.agent.get(`/api/admin/payments?member=${encodeURIComponent(term)}`))
        .json<{ payments: Array<{ order_id: number }> }>()
        .payments.map((row) => row.order_id);
    const membershipsFor = async (term: string) =>
      (await admin.agent.get(`/api/admin/memberships?member=${encodeURIComponent(term)}`))
        .json<{ memberships: Array<{ member: { id: number } }> }>()
        .memberships.map((row) => row.member.id);
    for (const term of [`nunez${unique}`, `NÚÑEZ${unique}`, `maria jose nunez${unique}`]) {
      expect(await paymentsFor(term), term).toEqual([orderId]);
      expect(await membershipsFor(term), term).toEqual([member.user.id]);
    }
    // The demo billing RUT is 11.111.111-1, kept as typed or compact: every spelling finds the order.
    for (const rut of ['11.111.111-1', '11111111-1', '111111111'])
      expect(await paymentsFor(rut), rut).toContain(orderId);
    expect(await paymentsFor(`perez${unique}`)).toEqual([]);
    // LIKE wildcards typed in the box are literal.
    expect(await paymentsFor('%')).toEqual([]);
  });

  it('writes the grant and revoke audit entries in the same transaction as the change', async () => {
    const member = await signedInAgent(ctx.app);
    const admin = await signedInAgent(ctx.app, { isAdmin: true });
    const entriesFor = () =>
      ctx.database.db
        .select({ action: auditLog.action, entityId: auditLog.entityId })
        .from(auditLog)
        .where(eq(auditLog.subjectUserId, member.user.id));

    // A grant that fails (no such plan) leaves no entry behind.
    const refused = await admin.agent.post('/api/admin/memberships/grant', {
      user_id: 999_999_999,
      plan_type: 'prime',
      months: 1,
      reason: 'Beca del programa comunitario',
    });
    expect(refused.statusCode).toBe(404);
    expect(await entriesFor()).toEqual([]);

    await admin.agent.post('/api/admin/memberships/grant', {
      user_id: member.user.id,
      plan_type: 'prime',
      months: 1,
      reason: 'Beca del programa comunitario',
    });
    const status = (await member.agent.get('/api/membership/status')).json();
    expect(status.plan_type).toBe('prime');
    const granted = await entriesFor();
    expect(granted).toHaveLength(1);
    // The entry names the membership it created (it was written inside the same transaction).
    expect(granted[0]).toMatchObject({
      action: 'membership.grant',
      entityId: expect.stringMatching(/^\d+$/),
    });
    await admin.agent.post(`/api/admin/memberships/${granted[0]?.entityId}/revoke`, {
      reason: 'Fin de la beca',
    });
    expect((await entriesFor()).map((entry) => entry.action).sort()).toEqual([
      'membership.grant',
      'membership.revoke',
    ]);
  });

  it('a plan change reaches the member’s cached session on another instance', async () => {
    const { buildApp } = await import('../../../app');
    const second = await buildApp({ config: ctx.config, database: ctx.database });
    await second.ready();
    try {
      const member = await signedInAgent(ctx.app);
      const elsewhere = new TestAgent(second);
      await elsewhere.post('/api/auth/login', { email: member.email, password: member.password });
      expect((await elsewhere.get('/api/auth/me')).json().user.plan_type).toBe('free'); // cached there now
      const admin = await signedInAgent(ctx.app, { isAdmin: true });
      await admin.agent.post('/api/admin/memberships/grant', {
        user_id: member.user.id,
        plan_type: 'premium',
        months: 1,
        reason: 'Beca del programa comunitario',
      });
      // On the instance that made the change, at once; on the other, when PostgreSQL's NOTIFY arrives.
      expect((await member.agent.get('/api/auth/me')).json().user.plan_type).toBe('premium');
      const deadline = Date.now() + 5000;
      let seen = 'free';
      while (seen !== 'premium' && Date.now() < deadline) {
        seen = (await elsewhere.get('/api/auth/me')).json().user.plan_type;
        if (seen !== 'premium') await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(seen).toBe('premium');
    } finally {
      await second.close();
    }
  });
});

describe('one purchase, one payment (issue 17)', () => {
  async function cartWithOneProduct(agent: TestAgent) {
    // A consultation pack: unlike a course or an e-book, its quantity can change.
    const product = await demoProduct(agent, 'consultation_pack');
    await agent.post('/api/cart/add', { product_id: product.id });
    return product;
  }
  const checkoutCart = (agent: TestAgent, idempotency_key = key(), billing = BILLING) =>
    agent.post('/api/cart/checkout', { billing, idempotency_key });

  /** A second approved charge for an order, as a provider could produce one (a double-submitted form). */
  async function providerChargesAgain(orderId: number, amount: number, subscriptionId: string | null = null) {
    const id = `sbx_pay_dup${crypto.randomBytes(6).toString('hex')}`;
    await ctx.database.db.insert(sandboxRecords).values({
      id,
      kind: 'payment',
      externalReference: String(orderId),
      status: 'approved',
      amountClp: amount,
      subscriptionId,
    });
    return {
      id,
      outcome: await ctx.app.paymentSettlement.handleNotification({
        topic: subscriptionId ? 'subscription_payment' : 'payment',
        id,
      }),
    };
  }

  it('two checkouts of the same cart with different keys are one order, paid once', async () => {
    const { agent } = await signedInAgent(ctx.app);
    await cartWithOneProduct(agent);
    const [first, second] = await Promise.all([checkoutCart(agent), checkoutCart(agent)]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().order_id).toBe(first.json().order_id);
    expect(second.json().init_point).toBe(first.json().init_point);
    await answerSandbox(agent, first.json().init_point, 'approve');
    const page = await agent.get(second.json().init_point);
    expect(page.body).toContain('Este pago ya fue procesado');
    const paid = (await agent.get('/api/payments/me')).json().payments;
    expect(paid.filter((row: { status: string }) => row.status === 'paid')).toHaveLength(1);
  });

  it('a changed cart replaces the open checkout; a payment the old one still takes is refunded', async () => {
    const { agent, user } = await signedInAgent(ctx.app);
    const product = await cartWithOneProduct(agent);
    const old = (await checkoutCart(agent)).json<{ order_id: number; init_point: string }>();
    await agent.post('/api/cart/add', { product_id: product.id, quantity: 2 });
    const current = (await checkoutCart(agent)).json<{ order_id: number; init_point: string }>();
    expect(current.order_id).not.toBe(old.order_id);
    const [replaced] = await ctx.database.db.select().from(orders).where(eq(orders.id, old.order_id));
    expect(replaced?.status).toBe('cancelled');
    // The old checkout tab was still open and she paid it: the money goes back, nothing is granted.
    await answerSandbox(agent, old.init_point, 'approve');
    const [paymentRow] = await ctx.database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, old.order_id));
    expect(paymentRow).toMatchObject({ status: 'refunded' });
    const [sandboxPayment] = await ctx.database.db
      .select()
      .from(sandboxRecords)
      .where(eq(sandboxRecords.id, paymentRow?.providerPaymentId ?? ''));
    expect(sandboxPayment?.status).toBe('refunded');
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.duplicate-refund'), eq(auditLog.subjectUserId, user.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actorEmail).toBe('Vitalia (automático)');
    // Her cart stays as she left it (one line, three units), ready for the current checkout.
    expect((await agent.get('/api/cart')).json().count).toBe(3);
  });

  it('a second approved charge of a paid order is refunded automatically, audited and told, once', async () => {
    const { agent, user } = await signedInAgent(ctx.app);
    await cartWithOneProduct(agent);
    const { order_id, init_point } = (await checkoutCart(agent)).json();
    await answerSandbox(agent, init_point, 'approve');
    const [order] = await ctx.database.db.select().from(orders).where(eq(orders.id, order_id));
    const duplicate = await providerChargesAgain(order_id, order?.totalClp ?? 0);
    expect(duplicate.outcome).toBe('duplicate_refunded');
    // A replayed notification of the same charge changes nothing more.
    expect(await ctx.app.paymentSettlement.handleNotification({ topic: 'payment', id: duplicate.id })).toBe(
      'duplicate',
    );
    const rows = await ctx.database.db.select().from(payments).where(eq(payments.orderId, order_id));
    expect(rows.map((row) => row.status).sort()).toEqual(['approved', 'refunded']);
    const status = (await agent.get(`/api/payments/status/${order_id}`)).json();
    expect(status).toMatchObject({ status: 'paid' });
    expect(status.payment_id).not.toBe(duplicate.id);
    const told = await ctx.database.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(told.some((row) => row.title === 'Te devolvimos un pago repetido')).toBe(true);
    const events = await ctx.database.db
      .select()
      .from(commerceEvents)
      .where(and(eq(commerceEvents.orderId, order_id), eq(commerceEvents.kind, 'duplicate_refunded')));
    expect(events).toHaveLength(1);
  });

  it('two Premium checkouts are one order; Prime while Premium is open replaces it and cancels its subscription', async () => {
    const { agent } = await signedInAgent(ctx.app);
    const [first, second] = await Promise.all([
      startPurchase(agent, 'premium'),
      startPurchase(agent, 'premium'),
    ]);
    expect(second.order_id).toBe(first.order_id);
    const prime = await startPurchase(agent, 'prime');
    expect(prime.order_id).not.toBe(first.order_id);
    const [replaced] = await ctx.database.db.select().from(orders).where(eq(orders.id, first.order_id));
    expect(replaced?.status).toBe('cancelled');
    const [subscription] = await ctx.database.db
      .select()
      .from(sandboxRecords)
      .where(eq(sandboxRecords.id, replaced?.providerReference ?? ''));
    expect(subscription?.status).toBe('cancelled');
    await answerSandbox(agent, prime.init_point, 'approve');
    expect((await agent.get('/api/membership/status')).json().plan_type).toBe('prime');
    const paidOrders = (await agent.get('/api/payments/me'))
      .json()
      .payments.filter((row: { status: string }) => row.status === 'paid');
    expect(paidOrders).toHaveLength(1);
  });

  it('a key reused for another purchase is refused with a Spanish 409 and creates nothing', async () => {
    const { agent, user } = await signedInAgent(ctx.app);
    await cartWithOneProduct(agent);
    const reused = key();
    const first = await checkoutCart(agent, reused);
    expect(first.statusCode).toBe(200);
    expect((await checkoutCart(agent, reused)).json().order_id).toBe(first.json().order_id);
    const otherBilling = await checkoutCart(agent, reused, { ...BILLING, address: 'Los Leones 99' });
    expect(otherBilling.statusCode).toBe(409);
    expect(otherBilling.json().message).toBe('Ese identificador de compra ya se usó para otra compra');
    const plan = await agent.post('/api/membership-purchase', {
      plan_type: 'premium',
      billing_interval: 'month',
      billing: BILLING,
      idempotency_key: reused,
    });
    expect(plan.statusCode).toBe(409);
    const mine = await ctx.database.db.select().from(orders).where(eq(orders.userId, user.id));
    expect(mine).toHaveLength(1);
  });

  it('an approval whose settlement a killed process never finished settles on the next look', async () => {
    const { agent } = await signedInAgent(ctx.app);
    const { order_id, init_point } = await startPurchase(agent, 'premium');
    const sandbox = ctx.app.sandboxProvider;
    if (!sandbox) throw new Error('the tests run on the sandbox');
    // The provider recorded the approval, then the process died before our handler ran.
    expect(await sandbox.decide(init_point.split('/').at(-1) ?? '', true)).not.toBeNull();
    const [pending] = await ctx.database.db.select().from(orders).where(eq(orders.id, order_id));
    expect(pending?.status).toBe('pending');
    // The success page polls the status: the sandbox hands the notification again, as a gateway retries.
    const status = (await agent.get(`/api/payments/status/${order_id}`)).json();
    expect(status.status).toBe('paid');
    expect((await agent.get('/api/membership/status')).json().plan_type).toBe('premium');
  });

  it('the billing sweep hands on approvals left undelivered by a killed process', async () => {
    const { agent } = await signedInAgent(ctx.app);
    const { order_id, init_point } = await startPurchase(agent, 'premium');
    const sandbox = ctx.app.sandboxProvider;
    if (!sandbox) throw new Error('the tests run on the sandbox');
    const notification = await sandbox.decide(init_point.split('/').at(-1) ?? '', true);
    await ctx.database.db
      .update(sandboxRecords)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(sandboxRecords.id, notification?.id ?? ''));
    await ctx.app.billingJobs.runOnce();
    const [settled] = await ctx.database.db.select().from(orders).where(eq(orders.id, order_id));
    expect(settled?.status).toBe('paid');
  });
});
