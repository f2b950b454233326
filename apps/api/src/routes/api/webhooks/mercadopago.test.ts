import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, TestAgent, type TestContext } from '../../../../test/helper';
import { signedInAgent } from '../../../../test/factories';
import { signMercadoPagoNotification } from '../../../plugins/app/payments/mercadopago-provider';
import { memberships, payments } from '../../../db/schema/index';

const TOKEN = 'TEST-access-token';
const SECRET = 'webhook-secret-for-tests';
const BILLING = {
  rut: '11111111-1',
  name: 'Ana Pérez',
  email: 'ana@example.cl',
  address: 'Av. Matta 100',
  city: 'Santiago',
};

type Json = Record<string, unknown>;

/** A local stand-in for the documented MercadoPago endpoints the provider calls. */
function fakeMercadoPago() {
  const preferences = new Map<string, Json>();
  const preapprovals = new Map<string, Json>();
  const paymentsById = new Map<string, Json>();
  const authorized = new Map<string, Json>();
  const requests: Array<{ method: string; url: string; auth?: string; body: Json }> = [];
  let down = false;
  let sequence = 1000;

  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const body = (raw ? JSON.parse(raw) : {}) as Json;
      const url = request.url ?? '';
      requests.push({ method: request.method ?? '', url, auth: request.headers.authorization, body });
      const send = (status: number, payload: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(payload));
      };
      if (down) return send(500, { message: 'internal_error' });
      if (request.headers.authorization !== `Bearer ${TOKEN}`) return send(401, { message: 'invalid token' });
      const id = url.split('/').at(-1) ?? '';
      if (request.method === 'POST' && url === '/checkout/preferences') {
        const created = {
          ...body,
          id: `pref-${++sequence}`,
          init_point: `https://mp.example/checkout/${sequence}`,
        };
        preferences.set(String(created.id), created);
        return send(201, created);
      }
      if (request.method === 'POST' && url === '/preapproval') {
        const created = {
          ...body,
          id: `preapproval${++sequence}`,
          init_point: `https://mp.example/subscriptions/${sequence}`,
        };
        preapprovals.set(String(created.id), created);
        return send(201, created);
      }
      if (request.method === 'PUT' && url.startsWith('/preapproval/')) {
        const found = preapprovals.get(id);
        if (!found) return send(404, { message: 'not found' });
        Object.assign(found, body);
        return send(200, found);
      }
      if (request.method === 'GET' && url.startsWith('/preapproval/'))
        return preapprovals.has(id) ? send(200, preapprovals.get(id)) : send(404, {});
      if (request.method === 'GET' && url.startsWith('/v1/payments/'))
        return paymentsById.has(id) ? send(200, paymentsById.get(id)) : send(404, {});
      if (request.method === 'GET' && url.startsWith('/authorized_payments/'))
        return authorized.has(id) ? send(200, authorized.get(id)) : send(404, {});
      if (request.method === 'GET' && url === '/v1/payment_methods') return send(200, []);
      send(404, { message: 'unknown endpoint' });
    });
  });

  return {
    server,
    requests,
    preapprovals,
    setDown(value: boolean) {
      down = value;
    },
    /** A charge of a preapproval, as MercadoPago records it before notifying. */
    charge(preapprovalId: string, amount: number, status: 'processed' | 'cancelled' = 'processed') {
      const preapproval = preapprovals.get(preapprovalId);
      const paymentId = String(++sequence);
      const chargeId = String(++sequence);
      authorized.set(chargeId, {
        id: Number(chargeId),
        preapproval_id: preapprovalId,
        status,
        transaction_amount: amount,
        currency_id: 'CLP',
        external_reference: preapproval?.external_reference,
        payment: { id: Number(paymentId), status: status === 'processed' ? 'approved' : 'rejected' },
      });
      paymentsById.set(paymentId, {
        id: Number(paymentId),
        status: status === 'processed' ? 'approved' : 'rejected',
        transaction_amount: amount,
        currency_id: 'CLP',
        external_reference: preapproval?.external_reference,
      });
      return { chargeId, paymentId };
    },
    payment(externalReference: string, amount: number, status = 'approved') {
      const paymentId = String(++sequence);
      paymentsById.set(paymentId, {
        id: Number(paymentId),
        status,
        transaction_amount: amount,
        currency_id: 'CLP',
        external_reference: externalReference,
      });
      return paymentId;
    },
  };
}

let ctx: TestContext;
let fake: ReturnType<typeof fakeMercadoPago>;

beforeAll(async () => {
  fake = fakeMercadoPago();
  await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
  const { port } = fake.server.address() as AddressInfo;
  ctx = await buildTestApp({
    MERCADOPAGO_ACCESS_TOKEN: TOKEN,
    MERCADOPAGO_WEBHOOK_SECRET: SECRET,
    MERCADOPAGO_API_URL: `http://127.0.0.1:${port}`,
  });
});
afterAll(async () => {
  await ctx.close();
  await new Promise((resolve) => fake.server.close(resolve));
});

/** What MercadoPago posts: the id in the query string, signed over id, request id and timestamp. */
function notify(type: string, dataId: string, options: { secret?: string; ts?: number } = {}) {
  const requestId = crypto.randomUUID();
  const ts = options.ts ?? Date.now();
  return new TestAgent(ctx.app).request({
    method: 'POST',
    url: `/api/webhooks/mercadopago?data.id=${dataId}&type=${type}`,
    headers: {
      'x-signature': signMercadoPagoNotification(options.secret ?? SECRET, dataId, requestId, ts),
      'x-request-id': requestId,
    },
    payload: { type, action: `${type}.updated`, data: { id: dataId } },
  });
}

async function subscribe(agent: TestAgent) {
  const response = await agent.post('/api/membership-purchase', {
    plan_type: 'premium',
    billing: BILLING,
    idempotency_key: crypto.randomBytes(12).toString('hex'),
  });
  expect(response.statusCode, response.body).toBe(200);
  const { order_id, init_point } = response.json<{ order_id: number; init_point: string }>();
  expect(init_point).toMatch(/^https:\/\/mp\.example\/subscriptions\//);
  const preapprovalId = [...fake.preapprovals.entries()].find(
    ([, value]) => value.external_reference === String(order_id),
  )?.[0];
  if (!preapprovalId) throw new Error('no preapproval');
  return { order_id, preapprovalId };
}

describe('MercadoPago', () => {
  it('creates a monthly CLP preapproval for a plan, with our order as external reference', async () => {
    const { agent } = await signedInAgent(ctx.app);
    const { order_id, preapprovalId } = await subscribe(agent);
    const preapproval = fake.preapprovals.get(preapprovalId);
    expect(preapproval).toMatchObject({
      external_reference: String(order_id),
      payer_email: BILLING.email,
      auto_recurring: {
        frequency: 1,
        frequency_type: 'months',
        transaction_amount: 19_990,
        currency_id: 'CLP',
      },
    });
    expect(String(preapproval?.notification_url)).toContain('/api/webhooks/mercadopago');
  });

  it('refuses a notification with a bad or stale signature and changes nothing', async () => {
    const { agent } = await signedInAgent(ctx.app);
    const { preapprovalId } = await subscribe(agent);
    const { chargeId } = fake.charge(preapprovalId, 19_990);
    expect((await notify('subscription_authorized_payment', chargeId, { secret: 'wrong' })).statusCode).toBe(
      401,
    );
    const stale = await notify('subscription_authorized_payment', chargeId, {
      ts: Date.now() - 2 * 86_400_000,
    });
    expect(stale.statusCode).toBe(401);
    expect((await agent.get('/api/membership/status')).json().plan_type).toBe('free');
  });

  it('activates on the signed charge notification, once however often and in whatever order it comes', async () => {
    const { agent } = await signedInAgent(ctx.app);
    const { order_id, preapprovalId } = await subscribe(agent);
    const { chargeId, paymentId } = fake.charge(preapprovalId, 19_990);
    const responses = await Promise.all([
      notify('subscription_authorized_payment', chargeId),
      notify('subscription_authorized_payment', chargeId),
      notify('payment', paymentId),
      notify('subscription_authorized_payment', chargeId),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    expect(responses.filter((response) => response.json().outcome === 'paid')).toHaveLength(1);
    expect((await agent.get('/api/membership/status')).json()).toMatchObject({
      plan_type: 'premium',
      will_renew: true,
    });
    expect(await ctx.database.db.select().from(payments).where(eq(payments.orderId, order_id))).toHaveLength(
      1,
    );
  });

  it('ignores a payment MercadoPago does not know, and one for an amount other than the order', async () => {
    const { agent } = await signedInAgent(ctx.app);
    const unknown = await notify('payment', '99999999');
    expect(unknown.json()).toEqual({ received: true, outcome: 'ignored' });
    const { order_id } = await subscribe(agent);
    const cheap = fake.payment(String(order_id), 1_000);
    expect((await notify('payment', cheap)).json().outcome).toBe('amount_mismatch');
    expect((await agent.get('/api/membership/status')).json().plan_type).toBe('free');
  });

  it('renews on the next charge and, when the retries fail, stops renewing', async () => {
    const { agent, user } = await signedInAgent(ctx.app);
    const { preapprovalId } = await subscribe(agent);
    await notify('subscription_authorized_payment', fake.charge(preapprovalId, 19_990).chargeId);
    const first = (await agent.get('/api/membership/status')).json();
    const renewal = await notify(
      'subscription_authorized_payment',
      fake.charge(preapprovalId, 19_990).chargeId,
    );
    expect(renewal.json().outcome).toBe('renewed');
    const second = (await agent.get('/api/membership/status')).json();
    expect(second.current_period_start).toBe(first.current_period_end);

    const failed = await notify(
      'subscription_authorized_payment',
      fake.charge(preapprovalId, 19_990, 'cancelled').chargeId,
    );
    expect(failed.json().outcome).toBe('renewal_failed');
    const [membership] = await ctx.database.db
      .select()
      .from(memberships)
      .where(eq(memberships.userId, user.id));
    expect(membership?.cancelAtPeriodEnd).toBe(true);
    expect((await agent.get('/api/membership/status')).json()).toMatchObject({
      plan_type: 'premium',
      will_renew: false,
      can_reactivate: false,
    });
    // A declined card is not her cancellation: there is nothing to resume, the plan is bought again.
    const reactivate = await agent.post('/api/memberships/reactivate');
    expect(reactivate.statusCode).toBe(409);
    expect(reactivate.json().message).toBe('No tienes un plan cancelado que reactivar');
  });

  it('cancelling at the period end pauses the preapproval, and reactivating authorises it again', async () => {
    const { agent } = await signedInAgent(ctx.app);
    const { preapprovalId } = await subscribe(agent);
    await notify('subscription_authorized_payment', fake.charge(preapprovalId, 19_990).chargeId);
    expect((await agent.post('/api/memberships/cancel', {})).statusCode).toBe(200);
    expect(fake.preapprovals.get(preapprovalId)?.status).toBe('paused');
    fake.setDown(true);
    const refused = await agent.post('/api/memberships/reactivate');
    fake.setDown(false);
    expect(refused.statusCode).toBe(503);
    expect((await agent.get('/api/membership/status')).json().cancel_at_period_end).toBe(true);
    expect((await agent.post('/api/memberships/reactivate')).statusCode).toBe(200);
    expect(fake.preapprovals.get(preapprovalId)?.status).toBe('authorized');
    expect((await agent.get('/api/membership/status')).json()).toMatchObject({ will_renew: true });
  });

  it('cancelling stops the preapproval at MercadoPago before anything changes here', async () => {
    const { agent } = await signedInAgent(ctx.app);
    const { preapprovalId } = await subscribe(agent);
    await notify('subscription_authorized_payment', fake.charge(preapprovalId, 19_990).chargeId);
    fake.setDown(true);
    const refused = await agent.post('/api/memberships/cancel', {});
    fake.setDown(false);
    expect(refused.statusCode).toBe(503);
    expect((await agent.get('/api/membership/status')).json().cancel_at_period_end).toBe(false);
    expect((await agent.post('/api/memberships/cancel', { immediate: true })).statusCode).toBe(200);
    expect(fake.preapprovals.get(preapprovalId)?.status).toBe('cancelled');
  });

  it('answers 503 while MercadoPago is down, so the notification is retried', async () => {
    const { agent } = await signedInAgent(ctx.app);
    const { preapprovalId } = await subscribe(agent);
    const { chargeId } = fake.charge(preapprovalId, 19_990);
    fake.setDown(true);
    const during = await notify('subscription_authorized_payment', chargeId);
    fake.setDown(false);
    expect(during.statusCode).toBe(503);
    expect((await notify('subscription_authorized_payment', chargeId)).json().outcome).toBe('paid');
    expect((await new TestAgent(ctx.app).get('/api/payments/health')).json()).toMatchObject({
      provider: 'mercadopago',
      status: 'ok',
    });
  });
});
