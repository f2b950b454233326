import crypto from 'node:crypto';
import { expect } from 'vitest';
import type { TestAgent } from './helper';

/** Billing data that passes every rule (a valid RUT with dots and dash). */
export const BILLING = {
  rut: '11.111.111-1',
  name: 'Ana Pérez Soto',
  email: 'ana.perez@example.cl',
  address: 'Av. Providencia 1234, depto 56',
  city: 'Providencia',
};

/** A fresh client idempotency key, as the web app makes one per purchase attempt. */
export const idempotencyKey = () => crypto.randomBytes(12).toString('hex');

/** What the sandbox page's form posts: the CSRF cookie's value as `_csrf`, form-encoded. */
export async function answerSandbox(agent: TestAgent, initPoint: string, decision: 'approve' | 'reject') {
  const page = await agent.get(initPoint);
  expect(page.statusCode).toBe(200);
  const token = /name="_csrf" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
  return agent.request({
    method: 'POST',
    url: `${initPoint}/${decision}`,
    csrf: false,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `_csrf=${encodeURIComponent(token)}`,
  });
}

export async function startPurchase(
  agent: TestAgent,
  plan: 'premium' | 'prime',
  billingInterval: 'month' | 'year' = 'month',
  billing = BILLING,
) {
  const response = await agent.post('/api/membership-purchase', {
    plan_type: plan,
    billing_interval: billingInterval,
    billing,
    idempotency_key: idempotencyKey(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ order_id: number; init_point: string }>();
}

/** Buys a plan through the sandbox's hosted page and returns the paid order's id. */
export async function buyPlan(
  agent: TestAgent,
  plan: 'premium' | 'prime',
  billingInterval: 'month' | 'year' = 'month',
  billing = BILLING,
) {
  const { order_id, init_point } = await startPurchase(agent, plan, billingInterval, billing);
  const answer = await answerSandbox(agent, init_point, 'approve');
  expect(answer.statusCode).toBe(303);
  expect(answer.headers.location).toBe(`/payment-success?order_id=${order_id}`);
  return order_id;
}
