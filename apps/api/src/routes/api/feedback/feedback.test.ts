import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { feedback, notifications, trainers } from '../../../db/schema/index';
import { buildTestApp, TestAgent, type TestContext } from '../../../../test/helper';
import { signedInAgent } from '../../../../test/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

describe('GET /api/trainers', () => {
  it('lists the active featured trainers publicly', async () => {
    const response = await new TestAgent(ctx.app).get('/api/trainers');
    expect(response.statusCode).toBe(200);
    const names = response.json().trainers.map((t: { name: string }) => t.name);
    expect(names).toEqual(['Camila Rojas', 'Matías Fuentes', 'Valentina Soto', 'Diego Muñoz']);
    await ctx.database.db
      .update(trainers)
      .set({ isActive: false })
      .where(eq(trainers.slug, 'matias-fuentes'));
    const after = (await new TestAgent(ctx.app).get('/api/trainers'))
      .json()
      .trainers.map((t: { name: string }) => t.name);
    expect(after).toEqual(['Camila Rojas', 'Valentina Soto', 'Diego Muñoz']);
    await ctx.database.db.update(trainers).set({ isActive: true }).where(eq(trainers.slug, 'matias-fuentes'));
  });
});

describe('daily messages', () => {
  it('gives members today’s message from the seeded list, the same on every call', async () => {
    const { agent } = await signedInAgent(ctx.app);
    const first = (await agent.get('/api/daily-messages/today')).json();
    const second = (await agent.get('/api/daily-messages/today')).json();
    expect(first).toEqual(second);
    expect(first.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const list = (await agent.get('/api/daily-messages')).json().messages;
    expect(list.length).toBeGreaterThanOrEqual(31);
    expect(list.map((m: { message: string }) => m.message)).toContain(first.message);
  });
  it('needs a session', async () => {
    expect((await new TestAgent(ctx.app).get('/api/daily-messages/today')).statusCode).toBe(401);
  });
});

describe('POST /api/users/feedback', () => {
  const valid = { message: 'Me encantan las recetas', rating: 4, category: 'content', accepted_terms: true };

  it('stores the feedback with the sender from the session and tells the admins', async () => {
    const admin = await signedInAgent(ctx.app, { isAdmin: true });
    const { agent, user } = await signedInAgent(ctx.app);
    const response = await agent.post('/api/users/feedback', {
      ...valid,
      email: 'otra@persona.cl',
      admin_email: 'x@y.cl',
    });
    expect(response.statusCode).toBe(201);
    const [row] = await ctx.database.db.select().from(feedback).where(eq(feedback.userId, user.id));
    expect(row).toMatchObject({ message: valid.message, rating: 4, category: 'content', email: user.email });
    const adminNotes = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, admin.user.id));
    expect(adminNotes.some((n) => n.message.includes(valid.message))).toBe(true);
  });

  it.each([
    ['a comment over 60 characters', { message: 'x'.repeat(61) }],
    ['a blank comment', { message: '   ' }],
    ['terms not accepted', { accepted_terms: false }],
    ['a rating of 6', { rating: 6 }],
    ['an unknown category', { category: 'otra' }],
  ])('refuses %s and stores nothing', async (_name, change) => {
    const { agent, user } = await signedInAgent(ctx.app);
    const response = await agent.post('/api/users/feedback', { ...valid, ...change });
    expect(response.statusCode).toBe(400);
    expect(await ctx.database.db.select().from(feedback).where(eq(feedback.userId, user.id))).toHaveLength(0);
  });

  it('says the terms message when they are not accepted', async () => {
    const { agent } = await signedInAgent(ctx.app);
    const response = await agent.post('/api/users/feedback', { ...valid, accepted_terms: false });
    expect(response.json().message).toBe(
      'Debes aceptar las políticas de privacidad y términos de condiciones',
    );
  });

  it('needs a session', async () => {
    expect((await new TestAgent(ctx.app).post('/api/users/feedback', valid)).statusCode).toBe(401);
  });
});
