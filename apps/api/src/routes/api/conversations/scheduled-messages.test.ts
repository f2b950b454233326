import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CONVERSATION_MESSAGES as M } from '@vitalia/shared/messages/conversations';
import { scheduledMessages } from '../../../db/schema/index';
import { buildTestApp, type TestContext } from '../../../../test/helper';
import { signedInAgent, signedInProfessional } from '../../../../test/factories';

/** "Programar envío" (issue 46) on PGlite and PostgreSQL. */
let ctx: TestContext;
type Agent = Awaited<ReturnType<typeof signedInAgent>>;
let camila: Awaited<ReturnType<typeof signedInProfessional>>;
let admin: Agent;

beforeAll(async () => {
  ctx = await buildTestApp();
  camila = await signedInProfessional(ctx.app, { slug: 'camila-programa', name: 'Camila Programa' });
  admin = await signedInAgent(ctx.app, { isAdmin: true });
});
afterAll(() => ctx.close());

async function client(): Promise<{ member: Agent; thread: number; relationship: number }> {
  const member = await signedInAgent(ctx.app);
  const care = await admin.agent.post('/api/admin/care-relationships', {
    member_id: member.user.id,
    trainer_id: camila.card.id,
  });
  const thread = (await member.agent.post('/api/conversations', { professional_id: camila.card.id })).json()
    .conversation.id as number;
  return { member, thread, relationship: care.json().relationship.id as number };
}

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

describe('scheduled messages', () => {
  it('a professional schedules one; it leaves once when due, and can be cancelled before', async () => {
    const { member, thread } = await client();
    const url = `/api/conversations/${thread}/scheduled`;
    const fromMember = await member.agent.post(url, {
      body: 'Yo también',
      client_id: crypto.randomUUID(),
      send_at: inMinutes(30),
    });
    expect(fromMember.statusCode).toBe(403);
    expect(fromMember.json().message).toBe(M.scheduleProfessionalOnly);
    const tooSoon = await camila.agent.post(url, {
      body: 'Ya',
      client_id: crypto.randomUUID(),
      send_at: inMinutes(1),
    });
    expect(tooSoon.statusCode).toBe(400);
    expect(tooSoon.json().message).toBe(M.scheduleRange);
    const clientId = crypto.randomUUID();
    const made = await camila.agent.post(url, {
      body: 'Buenos días, ¿cómo amaneciste?',
      client_id: clientId,
      send_at: inMinutes(10),
    });
    expect(made.statusCode, made.body).toBe(201);
    // A retry answers the same one.
    const again = await camila.agent.post(url, {
      body: 'Buenos días, ¿cómo amaneciste?',
      client_id: clientId,
      send_at: inMinutes(10),
    });
    expect(again.json().scheduled.id).toBe(made.json().scheduled.id);
    const other = await camila.agent.post(url, {
      body: 'Este no',
      client_id: crypto.randomUUID(),
      send_at: inMinutes(20),
    });
    expect((await camila.agent.get(url)).json().scheduled).toHaveLength(2);
    expect((await member.agent.get(url)).json().scheduled).toEqual([]);
    expect((await camila.agent.delete(`${url}/${other.json().scheduled.id}`)).statusCode).toBe(200);
    expect((await camila.agent.delete(`${url}/${other.json().scheduled.id}`)).statusCode).toBe(404);

    expect(await ctx.app.scheduledMessages.runOnce(new Date())).toBe(0);
    const later = new Date(Date.now() + 11 * 60_000);
    expect(await ctx.app.scheduledMessages.runOnce(later)).toBe(1);
    expect(await ctx.app.scheduledMessages.runOnce(later)).toBe(0);
    const history = (await member.agent.get(`/api/conversations/${thread}/messages`)).json().messages as {
      body: string;
    }[];
    expect(history.map((message) => message.body)).toEqual(['Buenos días, ¿cómo amaneciste?']);
    expect((await member.agent.get('/api/conversations/unread-count')).json().unread).toBe(1);
  });

  it('a thread closed before the time cancels it; outsiders never reach it', async () => {
    const { thread, relationship } = await client();
    const made = await camila.agent.post(`/api/conversations/${thread}/scheduled`, {
      body: 'Recuerda tu control',
      client_id: crypto.randomUUID(),
      send_at: inMinutes(10),
    });
    const stranger = await signedInAgent(ctx.app);
    expect((await stranger.agent.get(`/api/conversations/${thread}/scheduled`)).statusCode).toBe(404);
    expect(
      (await stranger.agent.delete(`/api/conversations/${thread}/scheduled/${made.json().scheduled.id}`))
        .statusCode,
    ).toBe(404);
    await admin.agent.delete(`/api/admin/care-relationships/${relationship}`);
    await ctx.app.scheduledMessages.runOnce(new Date(Date.now() + 11 * 60_000));
    const [row] = await ctx.database.db
      .select()
      .from(scheduledMessages)
      .where(eq(scheduledMessages.id, made.json().scheduled.id));
    expect(row?.status).toBe('cancelled');
  });
});
