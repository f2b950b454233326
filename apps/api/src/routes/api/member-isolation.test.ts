import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import { buildTestApp, type TestAgent, type TestContext } from '../../../test/helper';
import { demoProduct, signedInAgent } from '../../../test/factories';
import { BILLING, buyPlan, idempotencyKey } from '../../../test/commerce';

/**
 * A member never sees another member's rows (issue 17): the first member fills every kind of personal
 * record with recognisable markers, then a second member walks every GET route in the route table, with
 * the first member's ids wherever a route takes one, and finds none of them.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const MARK = 'Zqxmarca';
const OWNER_BILLING = {
  ...BILLING,
  rut: '12.345.678-5',
  name: `${MARK} Facturación`,
  email: 'zqx@example.cl',
};

interface Owner {
  agent: TestAgent;
  userId: number;
  username: string;
  orderIds: number[];
  notificationId: number;
  appointmentId: number;
  markers: string[];
}

/** The first member: a paid plan, a pending cart checkout, a notification, feedback and a health intake. */
async function ownerWithEverything(): Promise<Owner> {
  const { agent, user, email } = await signedInAgent(ctx.app);
  await ctx.database.db
    .update(users)
    .set({ firstName: `${MARK}nombre`, lastName: `${MARK}apellido`, phone: '+56987650001' })
    .where(eq(users.id, user.id));
  const paidOrder = await buyPlan(agent, 'premium', 'month', OWNER_BILLING);
  // Consultations: her plan already opens the premium course, which the cart would refuse to sell her.
  const product = await demoProduct(agent, 'consultation_pack');
  await agent.post('/api/cart/add', { product_id: product.id });
  const cart = (
    await agent.post('/api/cart/checkout', { billing: OWNER_BILLING, idempotency_key: idempotencyKey() })
  ).json<{ order_id: number; init_point: string }>();
  await ctx.app.notifier.notify([user.id], { title: `${MARK} aviso privado`, message: `${MARK} detalle` });
  const [notification] = (await agent.get('/api/notifications')).json<{
    notifications: Array<{ id: number }>;
  }>().notifications;
  const feedback = await agent.post('/api/users/feedback', {
    message: `${MARK} comentario`,
    rating: 2,
    accepted_terms: true,
  });
  expect(feedback.statusCode, feedback.body).toBe(201);
  const intake = await agent.put('/api/users/me/intake', {
    goals: ['bajar_peso'],
    consent: true,
    meals_per_day: '3',
    activity: 'ligera',
    sleep: '6_7',
    diets: [],
    allergies: `${MARK} alergia`,
    conditions: `${MARK} condición`,
  });
  expect(intake.statusCode, intake.body).toBe(200);
  // An appointment whose note carries the marker, and a seat in a class (issue 20).
  const options = (await agent.get('/api/appointments/options')).json<{
    types: Array<{ id: number; required_plan: string }>;
  }>();
  const freeType = options.types.find((type) => type.required_plan === 'free');
  let booked = 0;
  for (let days = 2; days < 40 && booked === 0; days += 1) {
    const date = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const { slots } = (
      await agent.get(`/api/appointments/available-slots?date=${date}&type_id=${freeType?.id}`)
    ).json<{ slots: Array<{ starts_at: string; trainer_id: number }> }>();
    const slot = slots[0];
    if (!slot) continue;
    const answer = await agent.post('/api/appointments', {
      trainer_id: slot.trainer_id,
      type_id: freeType?.id,
      starts_at: slot.starts_at,
      notes: `${MARK} nota de la cita`,
      idempotency_key: crypto.randomUUID(),
    });
    expect(answer.statusCode, answer.body).toBe(201);
    booked = answer.json<{ appointment: { id: number } }>().appointment.id;
  }
  expect(booked).toBeGreaterThan(0);
  const [webinar] = (await agent.get('/api/webinars?kind=webinar')).json<{ classes: Array<{ id: number }> }>()
    .classes;
  expect((await agent.post(`/api/webinars/${webinar?.id}/register`)).statusCode).toBe(201);
  const paymentIds = (await agent.get('/api/payments/me'))
    .json<{ payments: Array<{ payment_id: string | null }> }>()
    .payments.flatMap((payment) => (payment.payment_id ? [payment.payment_id] : []));
  expect(paymentIds.length).toBeGreaterThan(0);
  return {
    agent,
    userId: user.id,
    username: user.username,
    orderIds: [paidOrder, cart.order_id],
    notificationId: notification?.id ?? 0,
    appointmentId: booked,
    markers: [MARK, email, user.username, '12.345.678-5', '987650001', cart.init_point, ...paymentIds],
  };
}

/** Every way the owner's data could show in a body: a marker string or one of her order ids. */
function leaks(body: string, owner: Owner): string[] {
  const found = owner.markers.filter((marker) => body.includes(marker));
  for (const id of owner.orderIds)
    if (new RegExp(`"order_id":${id}\\b`).test(body)) found.push(`order ${id}`);
  return found;
}

describe('member-scoped data', () => {
  it('GET /api/payments/me of a new member lists none of the orders other members made', async () => {
    const owner = await ownerWithEverything();
    const { agent } = await signedInAgent(ctx.app);
    const response = await agent.get('/api/payments/me');
    expect(response.statusCode).toBe(200);
    expect(response.json().payments).toEqual([]);
    // Her own list still has both: the paid plan and the cart checkout opened a minute ago.
    const own = (await owner.agent.get('/api/payments/me')).json<{ payments: Array<{ order_id: number }> }>();
    expect(own.payments.map((payment) => payment.order_id).sort()).toEqual([...owner.orderIds].sort());
  });

  it("no GET route answers a second member with the first member's data, whatever id it is given", async () => {
    const owner = await ownerWithEverything();
    const { agent: other } = await signedInAgent(ctx.app);
    const routes = ctx.app.routeAccessTable.filter(
      (route) =>
        route.method === 'GET' &&
        // A stream stays open by design; notifications.test.ts checks that one member's events stay hers.
        !route.url.endsWith('/stream') &&
        // The development outbox (never registered in production) shows all mail by design (README).
        !route.url.startsWith('/api/dev/'),
    );
    const ids = [owner.userId, ...owner.orderIds, owner.notificationId, owner.appointmentId];
    const findings: string[] = [];
    let calls = 0;
    for (const route of routes) {
      const urls = /:\w+/.test(route.url)
        ? ids.map((id) => route.url.replace(':id', String(id)).replace(':username', owner.username))
        : [route.url, `${route.url}?user_id=${owner.userId}`];
      for (const url of urls) {
        const response = await other.get(url.replace(/:\w+/g, 'x'));
        calls += 1;
        const found = leaks(response.body, owner);
        if (found.length > 0) findings.push(`${url} → ${response.statusCode}: ${found.join(', ')}`);
      }
    }
    expect(findings).toEqual([]);
    expect(calls).toBeGreaterThan(40);
    // The same walk as the owner finds her markers: the check can see a leak when there is one.
    const ownView = await owner.agent.get('/api/payments/me');
    expect(leaks(ownView.body, owner).length).toBeGreaterThan(0);
    expect(leaks((await owner.agent.get('/api/notifications')).body, owner)).toContain(MARK);
    expect(leaks((await owner.agent.get('/api/appointments')).body, owner)).toContain(MARK);
  }, 120_000);
});
