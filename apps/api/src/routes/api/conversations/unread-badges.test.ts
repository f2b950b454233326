import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../app';
import { CHANNELS } from '../../../db/announce';
import { buildTestApp, type TestContext } from '../../../../test/helper';
import { eventually, inCare, signedInAgent, signedInProfessional } from '../../../../test/factories';

/**
 * The unread badge each instance keeps in memory (ADR 0090, addendum; migration 0069): dropped on every
 * instance by the counters' triggers, whichever statement moved them, and read again only then.
 */
let ctx: TestContext;
let second: FastifyInstance;
type Agent = Awaited<ReturnType<typeof signedInAgent>>;
type Professional = Awaited<ReturnType<typeof signedInProfessional>>;
let camila: Professional;
let josefa: Agent;
let admin: Agent;
let thread: number;

const send = (agent: Agent | Professional, body: string) =>
  agent.agent.post(`/api/conversations/${thread}/messages`, { body, client_id: crypto.randomUUID() });
const badgeHere = async (agent: Agent | Professional) =>
  (await agent.agent.get('/api/conversations/unread-count')).json().unread as number;
/** What the other instance answers for the account, from its memory if it keeps the badge. */
const badgeThere = (userId: number) => second.unreadBadges.count(userId);

beforeAll(async () => {
  ctx = await buildTestApp();
  second = await buildApp({ config: ctx.config, database: ctx.database });
  await second.ready();
  camila = await signedInProfessional(ctx.app, { slug: 'camila-insignia', name: 'Camila Insignia' });
  josefa = await signedInAgent(ctx.app);
  admin = await signedInAgent(ctx.app, { isAdmin: true });
  await inCare(admin, josefa, camila);
  const opened = await josefa.agent.post('/api/conversations', { professional_id: camila.card.id });
  thread = opened.json().conversation.id as number;
});
afterAll(async () => {
  await second.close();
  await ctx.close();
});

describe('the unread badge kept in memory', () => {
  it('is read once while nothing changes, and again after her own read on this instance', async () => {
    // The send's NOTIFY comes back after its answer (on PostgreSQL, over the LISTEN connection): counting
    // reads starts once this instance has heard it.
    let heard: () => void = () => undefined;
    const sendHeard = new Promise<void>((resolve) => (heard = resolve));
    const unlisten = await ctx.database.listen(CHANNELS.unreadBadges, (payload) => {
      if (payload === String(camila.user.id)) heard();
    });
    await send(josefa, 'Hola Camila');
    await sendHeard;
    await unlisten();
    const reads = vi.spyOn(ctx.app.conversationsRepository, 'unreadFor');
    try {
      expect(await badgeHere(camila)).toBe(1);
      expect(await badgeHere(camila)).toBe(1);
      expect(await badgeHere(camila)).toBe(1);
      expect(reads).toHaveBeenCalledTimes(1);

      const page = (await camila.agent.get(`/api/conversations/${thread}/messages`)).json();
      const newest = page.messages.at(-1).id as number;
      await camila.agent.put(`/api/conversations/${thread}/read`, { message_id: newest });
      // No waiting: this instance moved the counter and forgot the badge itself.
      expect(await badgeHere(camila)).toBe(0);
      expect(reads).toHaveBeenCalledTimes(2);
    } finally {
      reads.mockRestore();
    }
  });

  it('is dropped on another instance by a send, a read and "no leída" made on this one', async () => {
    const start = await badgeThere(camila.user.id);
    const memberStart = await badgeThere(josefa.user.id);
    await send(josefa, 'Otra pregunta');
    await eventually(async () => (await badgeThere(camila.user.id)) === start + 1, 'the send heard there');

    await send(camila, 'Te respondo');
    await eventually(
      async () => (await badgeThere(josefa.user.id)) === memberStart + 1,
      'the member’s badge moved there',
    );

    const page = (await camila.agent.get(`/api/conversations/${thread}/messages`)).json();
    const newestFromHer = page.messages.filter((message: { mine: boolean }) => !message.mine).at(-1).id;
    await camila.agent.put(`/api/conversations/${thread}/read`, { message_id: newestFromHer });
    await eventually(async () => (await badgeThere(camila.user.id)) === 0, 'the read heard there');

    await camila.agent.delete(`/api/conversations/${thread}/read`);
    await eventually(async () => (await badgeThere(camila.user.id)) === 1, '"no leída" heard there');
  });

  it('follows statements no service makes: a counter set by hand, a card given to another account', async () => {
    await badgeThere(josefa.user.id);
    await ctx.database.db.execute(sql`update conversations set member_unread = 7 where id = ${thread}`);
    await eventually(async () => (await badgeThere(josefa.user.id)) === 7, 'a counter moved by hand');

    const owed = await badgeThere(camila.user.id);
    expect(owed).toBeGreaterThan(0);
    const heir = await signedInAgent(ctx.app, { role: 'trainer' });
    expect(await badgeThere(heir.user.id)).toBe(0);
    await ctx.database.db.execute(
      sql`update trainers set user_id = ${heir.user.id} where id = ${camila.card.id}`,
    );
    await eventually(async () => (await badgeThere(camila.user.id)) === 0, 'the card’s old account');
    await eventually(async () => (await badgeThere(heir.user.id)) === owed, 'the card’s new account');
    await ctx.database.db.execute(
      sql`update trainers set user_id = ${camila.user.id} where id = ${camila.card.id}`,
    );
    await eventually(async () => (await badgeThere(camila.user.id)) === owed, 'the card given back');
  });
});
