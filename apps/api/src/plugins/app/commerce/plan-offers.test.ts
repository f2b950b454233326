import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { COUPON_MESSAGES as M } from '@vitalia/shared/coupons';
import { TRIAL_MESSAGES as T } from '@vitalia/shared/messages/commerce';
import {
  auditLog,
  commerceEvents,
  memberships,
  orderItems,
  orders,
  outboxEmails,
  plans,
  sandboxRecords,
} from '../../../db/schema/index';
import { buildTestApp, type TestAgent, type TestContext } from '../../../../test/helper';
import { answerSandbox, BILLING, idempotencyKey } from '../../../../test/commerce';
import { eventually, signedInAgent } from '../../../../test/factories';
import {
  FAKE_WEBPAY_API_KEY,
  FAKE_WEBPAY_COMMERCE_CODE,
  startFakeTransbank,
} from '../../../../../../test-support/fake-transbank';

/** Plan coupons (first payment or every one) and free trials (issue 48 §3, ADRs 0084 and 0094). */
let ctx: TestContext;
let admin: TestAgent;
let fake: Awaited<ReturnType<typeof startFakeTransbank>>;
let sequence = 0;
const PREMIUM = 19_990;
const DAY_MS = 86_400_000;

beforeAll(async () => {
  fake = await startFakeTransbank();
  ctx = await buildTestApp({
    WEBPAY_COMMERCE_CODE: FAKE_WEBPAY_COMMERCE_CODE,
    WEBPAY_API_KEY: FAKE_WEBPAY_API_KEY,
    WEBPAY_API_URL: fake.url,
  });
  admin = (await signedInAgent(ctx.app, { role: 'admin' })).agent;
});
afterAll(async () => {
  await ctx?.close();
  await fake.close();
});

const createCoupon = async (fields: Record<string, unknown>) => {
  const response = await admin.post('/api/admin/coupons', {
    code: `PLAN-${++sequence}-${Date.now() % 100_000}`,
    ...fields,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ coupon: { id: number; code: string; applies_to: string } }>().coupon;
};
const purchase = (agent: TestAgent, fields: Record<string, unknown> = {}) =>
  agent.post('/api/membership-purchase', {
    plan_type: 'premium',
    billing: BILLING,
    idempotency_key: idempotencyKey(),
    ...fields,
  });
const membershipOf = async (userId: number) =>
  (
    await ctx.database.db
      .select()
      .from(memberships)
      .where(and(eq(memberships.userId, userId), eq(memberships.status, 'active')))
  )[0];
const subscriptionOf = async (orderId: number) =>
  (
    await ctx.database.db
      .select()
      .from(sandboxRecords)
      .where(
        and(eq(sandboxRecords.kind, 'subscription'), eq(sandboxRecords.externalReference, String(orderId))),
      )
  )[0];
const renewalsOf = (userId: number) =>
  ctx.database.db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.kind, 'renewal')));

describe('a coupon on a plan', () => {
  it('is checked against the plan, with a Spanish refusal for the other kind and for a plan it does not cover', async () => {
    const { agent } = await signedInAgent(ctx.app);
    const forPrime = await createCoupon({ percent_off: 10, applies_to: 'plans', plan_codes: ['prime'] });
    const forProducts = await createCoupon({ percent_off: 10 });
    const forPlans = await createCoupon({ amount_off: 5000, applies_to: 'plans' });
    const check = (code: string, plan?: string) =>
      agent.post('/api/checkout/coupon', { code, ...(plan ? { plan_type: plan } : {}) });

    expect((await check(forPrime.code, 'premium')).json().message).toBe(M.notForPlan);
    expect((await check(forProducts.code, 'premium')).json().message).toBe(M.productsOnly);
    expect((await check(forPlans.code)).json().message).toBe(M.plansOnly);
    const good = await check(forPlans.code, 'premium');
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json()).toMatchObject({
      discount: 5000,
      summary: {
        total_amount: PREMIUM - 5000,
        iva_amount: Math.round(PREMIUM - 5000 - (PREMIUM - 5000) / 1.19),
      },
      message: M.appliedToPlan('$5.000', 'first_payment'),
    });
  });

  it('first payment only: the order carries the discount line, and the subscription goes back to the full price', async () => {
    const { agent, user } = await signedInAgent(ctx.app);
    const coupon = await createCoupon({ percent_off: 50, applies_to: 'plans', duration: 'first_payment' });
    const started = await purchase(agent, { coupon_code: coupon.code });
    expect(started.statusCode, started.body).toBe(200);
    const { order_id, init_point } = started.json<{ order_id: number; init_point: string }>();
    const [order] = await ctx.database.db.select().from(orders).where(eq(orders.id, order_id));
    expect(order).toMatchObject({ totalClp: PREMIUM - 9995, ivaClp: Math.round(9995 - 9995 / 1.19) });
    const lines = await ctx.database.db.select().from(orderItems).where(eq(orderItems.orderId, order_id));
    expect(lines.map((line) => [line.description, line.unitPriceClp])).toEqual([
      ['Plan Premium (mensual)', PREMIUM],
      [`Cupón ${coupon.code}`, -9995],
    ]);
    expect((await subscriptionOf(order_id))?.amountClp).toBe(PREMIUM - 9995);

    expect((await answerSandbox(agent, init_point, 'approve')).statusCode).toBe(303);
    expect((await membershipOf(user.id))?.planCode).toBe('premium');
    // Moving up to Prime now credits what she paid for this month ($9.995), not Premium's list price: about
    // 9,995 / 34,990 of a month of Prime (8 days), where the list price would have been 17.
    const upgrade = (await agent.get('/api/checkout/quote?plan_type=prime')).json();
    expect(upgrade.credit).toMatchObject({ plan_type: 'premium' });
    expect(upgrade.credit.credit_days).toBeGreaterThanOrEqual(8);
    expect(upgrade.credit.credit_days).toBeLessThanOrEqual(9);
    // The job restores the plan's price at the gateway: the next charge is the full one.
    await eventually(
      async () => (await subscriptionOf(order_id))?.amountClp === PREMIUM,
      'the subscription at its full price',
    );
    const periodEnd = (await membershipOf(user.id))?.periodEnd ?? new Date();
    await ctx.app.billingJobs.runOnce(new Date(periodEnd.getTime() + 60_000));
    expect((await renewalsOf(user.id)).map((renewal) => renewal.totalClp)).toEqual([PREMIUM]);
  });

  it('every payment: each renewal is charged and receipted with the discount; a coupon cannot lower a plan change that waits', async () => {
    const { agent, user } = await signedInAgent(ctx.app);
    const coupon = await createCoupon({ amount_off: 4000, applies_to: 'plans', duration: 'every_payment' });
    const started = await purchase(agent, { coupon_code: coupon.code });
    expect(started.statusCode, started.body).toBe(200);
    const { init_point } = started.json<{ init_point: string }>();
    expect((await answerSandbox(agent, init_point, 'approve')).statusCode).toBe(303);
    const membership = await membershipOf(user.id);
    expect(membership).toMatchObject({ renewalCouponId: coupon.id, renewalDiscountClp: 4000 });

    await ctx.app.billingJobs.runOnce(new Date((membership?.periodEnd.getTime() ?? 0) + 60_000));
    const [renewal] = await renewalsOf(user.id);
    expect(renewal).toMatchObject({ totalClp: PREMIUM - 4000, status: 'paid' });
    const lines = await ctx.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, renewal?.id ?? 0));
    expect(lines.map((line) => line.unitPriceClp)).toEqual([PREMIUM, -4000]);
    expect(lines[1]?.description).toBe(`Cupón ${coupon.code}`);

    // Prime now is an upgrade (paid now: the coupon may apply); a lower plan later is not.
    const another = await createCoupon({ percent_off: 10, applies_to: 'plans' });
    const premiumAgain = await agent.post('/api/checkout/coupon', {
      code: another.code,
      plan_type: 'premium',
    });
    expect(premiumAgain.json().message).toBe(M.notNow);

    // Paid once with Webpay (no subscription), the period she pays ahead keeps her coupon, line and all.
    await ctx.database.db
      .update(memberships)
      .set({ provider: 'webpay', subscriptionId: null })
      .where(eq(memberships.id, membership?.id ?? 0));
    const renewalQuote = (await agent.get('/api/checkout/quote?plan_type=premium')).json();
    expect(renewalQuote).toMatchObject({
      effective: 'renewal',
      amount_due: PREMIUM - 4000,
      renewal_discount: 4000,
    });
    const ahead = await purchase(agent, { payment_method: 'webpay' });
    expect(ahead.statusCode, ahead.body).toBe(200);
    const aheadLines = await ctx.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, ahead.json().order_id));
    expect(aheadLines.map((line) => [line.description, line.unitPriceClp])).toEqual([
      ['Plan Premium (mensual)', PREMIUM],
      [`Cupón ${coupon.code}`, -4000],
    ]);
  });

  it('the last use of a plan coupon goes to exactly one of 50 members racing for it', async () => {
    const coupon = await createCoupon({ percent_off: 20, applies_to: 'plans', max_uses: 1 });
    const members = await Promise.all(Array.from({ length: 50 }, () => signedInAgent(ctx.app)));
    const answers = await Promise.all(
      members.map(({ agent }) => purchase(agent, { coupon_code: coupon.code })),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, ...Array.from({ length: 49 }, () => 409)]);
    expect(answers.filter((answer) => answer.statusCode === 409)[0]?.json().message).toBe(M.exhausted);
  });
});

describe('a free trial', () => {
  it('with a card kept: starts when the card is authorised, reminds 3 days before, and its end is the first charge', async () => {
    const { agent, user } = await signedInAgent(ctx.app);
    const quote = (await agent.get('/api/checkout/quote?plan_type=premium')).json();
    expect(quote.trial_days).toBe(7);
    const started = await purchase(agent, { trial: true });
    expect(started.statusCode, started.body).toBe(200);
    const { order_id, init_point } = started.json<{ order_id: number; init_point: string }>();
    expect(await subscriptionOf(order_id)).toMatchObject({ amountClp: PREMIUM, trialDays: 7 });
    expect(await membershipOf(user.id)).toBeUndefined();

    expect((await answerSandbox(agent, init_point, 'approve')).statusCode).toBe(303);
    const trial = await membershipOf(user.id);
    expect(trial?.planCode).toBe('premium');
    expect(trial?.trialEndsAt?.getTime()).toBe(trial?.periodEnd.getTime());
    const days = ((trial?.periodEnd.getTime() ?? 0) - (trial?.periodStart.getTime() ?? 0)) / DAY_MS;
    expect(days).toBeCloseTo(7, 3);
    const [order] = await ctx.database.db.select().from(orders).where(eq(orders.id, order_id));
    expect(order).toMatchObject({ status: 'paid', totalClp: 0, trialDays: 7 });
    const status = (await agent.get('/api/membership/status')).json();
    expect(status.trial_ends_at).toBe(trial?.periodEnd.toISOString());

    // Three days before: one reminder saying what will be charged, however many sweeps run.
    const threeDaysBefore = new Date((trial?.periodEnd.getTime() ?? 0) - 2.5 * DAY_MS);
    await ctx.app.billingJobs.runOnce(threeDaysBefore);
    await ctx.app.billingJobs.runOnce(threeDaysBefore);
    const reminders = await ctx.database.db
      .select()
      .from(commerceEvents)
      .where(and(eq(commerceEvents.userId, user.id), eq(commerceEvents.kind, 'trial_reminder')));
    expect(reminders).toHaveLength(1);
    await eventually(async () => {
      const mails = await ctx.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, user.email));
      return mails.some((mail) => mail.text.includes('cobraremos $19.990'));
    }, 'the trial’s reminder');

    // Moving up during the trial pays Prime in full: days given free are not credit.
    const upgrade = (await agent.get('/api/checkout/quote?plan_type=prime')).json();
    expect(upgrade).toMatchObject({ effective: 'now', credit: null, amount_due: 34_990, trial_days: null });

    // A second trial is refused, even of another plan.
    expect((await purchase(agent, { trial: true, plan_type: 'premium' })).statusCode).toBe(409);

    await ctx.app.billingJobs.runOnce(new Date((trial?.periodEnd.getTime() ?? 0) + 60_000));
    expect((await renewalsOf(user.id)).map((renewal) => renewal.totalClp)).toEqual([PREMIUM]);
    const after = await membershipOf(user.id);
    expect(after?.periodStart.getTime()).toBe(trial?.periodEnd.getTime());
    expect((await agent.get('/api/membership/status')).json().trial_ends_at).toBeNull();
  });

  it('with Webpay (no card kept): starts at once, once, and ends in Free when she does not pay', async () => {
    const { agent, user } = await signedInAgent(ctx.app);
    const body = { trial: true, payment_method: 'webpay', idempotency_key: idempotencyKey() };
    const [first, replay] = await Promise.all([purchase(agent, body), purchase(agent, body)]);
    expect(first.statusCode, first.body).toBe(200);
    expect(replay.json()).toEqual(first.json());
    expect(first.json()).toMatchObject({ effective: 'now', init_point: null });
    const trial = await membershipOf(user.id);
    expect(first.json().message).toContain('¡Tu prueba gratis del plan Premium comenzó!');
    expect(trial).toMatchObject({ planCode: 'premium', provider: 'webpay', subscriptionId: null });
    expect((await purchase(agent, { trial: true, payment_method: 'webpay' })).json().message).toBe(T.onlyNew);

    await ctx.app.billingJobs.runOnce(new Date((trial?.periodEnd.getTime() ?? 0) - 2 * DAY_MS));
    await eventually(async () => {
      const mails = await ctx.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, user.email));
      return mails.some((mail) => mail.text.includes('volverás al plan Free'));
    }, 'the trial’s reminder');

    await ctx.app.billingJobs.runOnce(new Date((trial?.periodEnd.getTime() ?? 0) + 4 * DAY_MS));
    expect(await membershipOf(user.id)).toBeUndefined();
    expect((await agent.get('/api/membership/status')).json().plan_type).toBe('free');
    expect((await purchase(agent, { trial: true, payment_method: 'webpay' })).json().message).toBe(T.used);
  });

  it('is refused with a coupon, on a plan without one, and the admin sets the days (audited)', async () => {
    const { agent } = await signedInAgent(ctx.app);
    const coupon = await createCoupon({ percent_off: 10, applies_to: 'plans' });
    expect((await purchase(agent, { trial: true, coupon_code: coupon.code })).json().message).toBe(
      T.noCoupon,
    );
    expect((await purchase(agent, { trial: true, plan_type: 'prime' })).json().message).toBe(T.unavailable);

    const bad = await admin.put('/api/admin/plan-trials', { premium: 90, prime: 0 });
    expect(bad.statusCode).toBe(400);
    const saved = await admin.put('/api/admin/plan-trials', { premium: 7, prime: 14 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().trials).toEqual({ premium: 7, prime: 14 });
    const [prime] = await ctx.database.db.select().from(plans).where(eq(plans.code, 'prime'));
    expect(prime?.trialDays).toBe(14);
    const audited = await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'plan.trials'));
    expect(audited).toHaveLength(1);
    const { agent: member } = await signedInAgent(ctx.app);
    expect((await member.put('/api/admin/plan-trials', { premium: 30, prime: 30 })).statusCode).toBe(403);
    await admin.put('/api/admin/plan-trials', { premium: 7, prime: 0 });
  });
});
