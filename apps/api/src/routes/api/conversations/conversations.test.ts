import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { CONVERSATION_MESSAGES as M } from '@vitalia/shared/messages/conversations';
import { rowsOf } from '../../../db/rows';
import {
  careRelationships,
  conversationMessages,
  conversations,
  outboxEmails,
  UNREAD_TOTAL_SLOTS,
  users,
} from '../../../db/schema/index';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../../app';
import { buildTestApp, type TestContext } from '../../../../test/helper';
import {
  createUser,
  eventually,
  inCare,
  signedInAgent,
  signedInProfessional,
} from '../../../../test/factories';
import { CONVERSATIONS_PAGE_SIZE, type Conversation } from '@vitalia/shared/conversations';
import { openEventStream } from '../../../../../../test-support/server-process';

/** Messages between a member and her professionals (issue 46) on PGlite and PostgreSQL. */
let ctx: TestContext;
type Agent = Awaited<ReturnType<typeof signedInAgent>>;
type Professional = Awaited<ReturnType<typeof signedInProfessional>>;
let camila: Professional;
let olga: Professional;
let josefa: Agent;
let marta: Agent;
let admin: Agent;

function must<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('valor ausente');
  return value;
}

async function openThread(member: Agent, professional: Professional): Promise<number> {
  const response = await member.agent.post('/api/conversations', { professional_id: professional.card.id });
  expect([200, 201], response.body).toContain(response.statusCode);
  return response.json().conversation.id as number;
}

const send = (agent: Agent | Professional, id: number, body: string, clientId = crypto.randomUUID()) =>
  agent.agent.post(`/api/conversations/${id}/messages`, { body, client_id: clientId });

beforeAll(async () => {
  ctx = await buildTestApp();
  camila = await signedInProfessional(ctx.app, { slug: 'camila-mensajes', name: 'Camila Mensajes' });
  olga = await signedInProfessional(ctx.app, { slug: 'olga-mensajes', name: 'Olga Mensajes' });
  josefa = await signedInAgent(ctx.app);
  marta = await signedInAgent(ctx.app);
  admin = await signedInAgent(ctx.app, { isAdmin: true });
  await inCare(admin, josefa, camila);
  await inCare(admin, marta, olga);
});
afterAll(() => ctx.close());

describe('conversations', () => {
  it('opens one thread per pair, from either side, only while the member is in her care', async () => {
    const first = await josefa.agent.post('/api/conversations', { professional_id: camila.card.id });
    expect(first.statusCode, first.body).toBe(201);
    const id = first.json().conversation.id as number;
    expect(first.json().conversation.with).toEqual({
      name: 'Camila Mensajes',
      role: 'professional',
      id: camila.card.id,
    });
    const fromHer = await camila.agent.post('/api/conversations', { member_id: josefa.user.id });
    expect(fromHer.statusCode).toBe(200);
    expect(fromHer.json().conversation.id).toBe(id);
    // A new thread is an empty page for both; an id that is no thread is the same 404 as another's thread.
    for (const participant of [josefa, camila]) {
      const empty = await participant.agent.get(`/api/conversations/${id}/messages`);
      expect(empty.statusCode).toBe(200);
      expect(empty.json()).toMatchObject({ messages: [], next_before: null, seen_up_to: null });
    }
    const missing = await josefa.agent.get(`/api/conversations/${id + 100_000}/messages`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(M.notFound);
    // Not in her care: refused, without saying whether the person exists.
    const stranger = await josefa.agent.post('/api/conversations', { professional_id: olga.card.id });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe(M.notInCare);
    expect((await olga.agent.post('/api/conversations', { member_id: josefa.user.id })).statusCode).toBe(404);
    expect((await josefa.agent.post('/api/conversations', {})).statusCode).toBe(400);
    const contacts = (await josefa.agent.get('/api/conversations/contacts')).json().contacts as {
      id: number;
    }[];
    expect(contacts.map((item) => item.id)).toEqual([camila.card.id]);
    expect(
      (await josefa.agent.post('/api/conversations', { professional_id: camila.card.id, member_id: 1 }))
        .statusCode,
    ).toBe(400);
  });

  it('never shows a thread, its messages or its read state to anyone but its two participants', async () => {
    const id = await openThread(josefa, camila);
    expect((await send(josefa, id, 'Hola Camila, ¿puedo comer palta?')).statusCode).toBe(201);
    for (const participant of [josefa, camila]) {
      const one = await participant.agent.get(`/api/conversations/${id}`);
      expect([one.statusCode, one.json().conversation?.id]).toEqual([200, id]);
    }
    for (const outsider of [marta, olga, admin]) {
      expect((await outsider.agent.get(`/api/conversations/${id}`)).statusCode).toBe(404);
      expect((await outsider.agent.get(`/api/conversations/${id}/messages`)).statusCode).toBe(404);
      expect((await send(outsider, id, 'intrusa')).statusCode).toBe(404);
      expect((await outsider.agent.put(`/api/conversations/${id}/read`, { message_id: 1 })).statusCode).toBe(
        404,
      );
      const listed = (await outsider.agent.get('/api/conversations')).json().conversations as {
        id: number;
      }[];
      expect(listed.map((item) => item.id)).not.toContain(id);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/conversations' })).statusCode).toBe(401);
  });

  it('reads back any text exactly as it was sent: the page PostgreSQL writes escapes it as JSON', async () => {
    const id = await openThread(josefa, camila);
    const body = 'Comillas " y \\ barra, </script>\notra línea\ttab, ñandú 🥑 y {"json": [1]}';
    const sent = await send(josefa, id, body);
    expect(sent.statusCode).toBe(201);
    for (const [reader, mine] of [
      [josefa, true],
      [camila, false],
    ] as const) {
      const page = await reader.agent.get(`/api/conversations/${id}/messages?limit=1`);
      expect(page.statusCode).toBe(200);
      expect(page.json().messages).toEqual([{ ...sent.json().message, mine }]);
      // The list is written by PostgreSQL the same way: its last message reads back the same.
      const listed = (await reader.agent.get('/api/conversations')).json().conversations as Conversation[];
      const { id: messageId, created_at } = sent.json().message as { id: number; created_at: string };
      expect(listed.find((thread) => thread.id === id)?.last_message).toEqual({
        id: messageId,
        body,
        mine,
        created_at,
      });
    }
  });

  it('a retried send makes one message; the same id for another text is refused', async () => {
    const id = await openThread(josefa, camila);
    const clientId = crypto.randomUUID();
    const first = await send(josefa, id, 'Mensaje que se reintenta', clientId);
    const again = await send(josefa, id, 'Mensaje que se reintenta', clientId);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().message.id).toBe(first.json().message.id);
    const rows = await ctx.database.db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.clientId, clientId));
    expect(rows).toHaveLength(1);
    // The history shows the message as its send answered it, to the millisecond.
    const shown = (await camila.agent.get(`/api/conversations/${id}/messages`)).json().messages as unknown[];
    expect(shown.at(-1)).toEqual({ ...first.json().message, mine: false });
    const other = await send(josefa, id, 'Otro texto', clientId);
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(M.clientIdTaken);
    const stolen = await send(camila, id, 'Mensaje que se reintenta', clientId);
    expect(stolen.statusCode).toBe(409);
  });

  it('refuses empty, too long, hidden-control and malformed messages, changing nothing', async () => {
    const id = await openThread(josefa, camila);
    const before = await ctx.database.db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, id));
    const cases: [unknown, string][] = [
      [{ body: '   ', client_id: crypto.randomUUID() }, M.bodyRequired],
      [{ body: 'x'.repeat(4001), client_id: crypto.randomUUID() }, M.bodyTooLong],
      [{ body: 'pago a \u202Egnp.exe', client_id: crypto.randomUUID() }, M.bodyHidden],
      [{ body: 'hola', client_id: 'no-es-uuid' }, M.clientIdInvalid],
    ];
    for (const [body, message] of cases) {
      const response = await josefa.agent.post(`/api/conversations/${id}/messages`, body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.body).toContain(message);
    }
    expect((await send(josefa, id, 'x'.repeat(4000))).statusCode).toBe(201);
    // HTML is kept as the text it is: the page shows it as text.
    const html = await send(josefa, id, '<img src=x onerror=alert(1)>');
    expect(html.json().message.body).toBe('<img src=x onerror=alert(1)>');
    const after = await ctx.database.db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, id));
    expect(after.length).toBe(before.length + 2);
  });

  it('keeps a professional’s unread total equal to her threads’ counters, a removed thread included', async () => {
    const keptTotal = async () => {
      const result = await ctx.database.db.execute(sql`
        select (select coalesce(sum(total), 0) from trainer_unread_totals where trainer_id = ${camila.card.id})::int
            as kept,
          (select coalesce(sum(trainer_unread), 0) from conversations where trainer_id = ${camila.card.id})::int
            as counted`);
      return must(rowsOf<{ kept: number; counted: number }>(result)[0]);
    };
    const before = (await camila.agent.get('/api/conversations/unread-count')).json().unread as number;
    const leaving = await signedInAgent(ctx.app);
    await inCare(admin, leaving, camila);
    const id = await openThread(leaving, camila);
    await send(leaving, id, 'Uno');
    await send(leaving, id, 'Dos');
    expect((await camila.agent.get('/api/conversations/unread-count')).json().unread).toBe(before + 2);
    expect(await keptTotal()).toEqual({ kept: before + 2, counted: before + 2 });
    // Kept by slot (the thread's id mod 16), so that sends to her from different threads never wait for
    // one row's lock: each slot holds exactly its threads' counters.
    const bySlot = await ctx.database.db.execute(sql`
      select coalesce(k.slot, c.slot)::int as slot, coalesce(k.total, 0)::int as kept,
        coalesce(c.total, 0)::int as counted
      from (select slot, total from trainer_unread_totals where trainer_id = ${camila.card.id}) k
      full join (select id % ${UNREAD_TOTAL_SLOTS} as slot, sum(trainer_unread) as total from conversations
        where trainer_id = ${camila.card.id} group by 1) c on c.slot = k.slot`);
    const slots = rowsOf<{ slot: number; kept: number; counted: number }>(bySlot);
    expect(slots.find((row) => row.slot === id % UNREAD_TOTAL_SLOTS)?.kept).toBeGreaterThanOrEqual(2);
    for (const row of slots) expect(row.kept, `slot ${row.slot}`).toBe(row.counted);
    // The thread goes (her account erased, its threads with it): its unread messages go with it.
    await ctx.database.db.execute(sql`delete from conversations where id = ${id}`);
    // No service made that statement: the badge kept in memory learns of it from the triggers' NOTIFY.
    await eventually(
      async () => (await camila.agent.get('/api/conversations/unread-count')).json().unread === before,
      'the badge after the thread went',
    );
    expect(await keptTotal()).toEqual({ kept: before, counted: before });
  });

  it('keeps unread counts and read pointers on each side; "Visto" is the other side’s pointer', async () => {
    const newcomer = await signedInAgent(ctx.app);
    await inCare(admin, newcomer, camila);
    const id = await openThread(newcomer, camila);
    const baseline = (await camila.agent.get('/api/conversations/unread-count')).json().unread as number;
    await send(newcomer, id, 'Uno');
    await send(newcomer, id, 'Dos');
    const third = (await send(newcomer, id, 'Tres')).json().message.id as number;
    expect((await camila.agent.get('/api/conversations/unread-count')).json().unread).toBe(baseline + 3);
    expect((await newcomer.agent.get('/api/conversations/unread-count')).json().unread).toBe(0);
    const history = (await camila.agent.get(`/api/conversations/${id}/messages`)).json();
    expect(history.messages.map((item: { body: string }) => item.body)).toEqual(['Uno', 'Dos', 'Tres']);
    expect(history.messages[0].mine).toBe(false);
    const second = history.messages[1].id as number;
    const read = await camila.agent.put(`/api/conversations/${id}/read`, { message_id: second });
    expect(read.json().unread).toBe(1);
    // A pointer never goes back.
    await camila.agent.put(`/api/conversations/${id}/read`, { message_id: history.messages[0].id });
    expect((await camila.agent.get('/api/conversations/unread-count')).json().unread).toBe(baseline + 1);
    await camila.agent.put(`/api/conversations/${id}/read`, { message_id: third });
    expect((await camila.agent.get('/api/conversations/unread-count')).json().unread).toBe(baseline);
    const seen = (await newcomer.agent.get(`/api/conversations/${id}/messages`)).json();
    expect(seen.seen_up_to).toBe(third);
    const listed = (await newcomer.agent.get('/api/conversations')).json().conversations as {
      id: number;
      seen_up_to: number | null;
      last_message: { body: string; mine: boolean };
    }[];
    expect(must(listed.find((item) => item.id === id))).toMatchObject({
      seen_up_to: third,
      last_message: { body: 'Tres', mine: true },
    });
    // "Marcar como no leída": one unread again, and her "Visto" on the other side stays true.
    expect((await camila.agent.delete(`/api/conversations/${id}/read`)).json().unread).toBe(1);
    expect((await camila.agent.get('/api/conversations/unread-count')).json().unread).toBe(baseline + 1);
    expect((await newcomer.agent.get(`/api/conversations/${id}/messages`)).json().seen_up_to).toBe(third);
    await camila.agent.put(`/api/conversations/${id}/read`, { message_id: third });
    expect((await camila.agent.get('/api/conversations/unread-count')).json().unread).toBe(baseline);
    // A message of another thread is not a place in this one.
    const elsewhere = await openThread(josefa, camila);
    const foreign = (await send(josefa, elsewhere, 'de otro hilo')).json().message.id as number;
    expect(
      (await camila.agent.put(`/api/conversations/${id}/read`, { message_id: foreign })).statusCode,
    ).toBe(404);
  });

  it('pages her threads newest first by cursor; a thread beyond the first page opens by its id', async () => {
    const rosa = await signedInProfessional(ctx.app, { slug: 'rosa-mensajes', name: 'Rosa Mensajes' });
    const opened: number[] = [];
    for (let index = 0; index < CONVERSATIONS_PAGE_SIZE + 3; index += 1) {
      const { user } = await createUser(ctx.app);
      await inCare(admin, { user }, rosa);
      const response = await rosa.agent.post('/api/conversations', { member_id: user.id });
      expect(response.statusCode, response.body).toBe(201);
      opened.push(response.json().conversation.id as number);
    }
    const listed: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
      const page = (await rosa.agent.get(`/api/conversations${query}`)).json();
      expect(page.conversations.length).toBeLessThanOrEqual(CONVERSATIONS_PAGE_SIZE);
      listed.push(...page.conversations.map((item: { id: number }) => item.id));
      cursor = page.next_cursor;
      pages += 1;
    } while (cursor && pages < 5);
    // No message yet: newest opened first, each thread once, over two pages.
    expect([pages, listed]).toEqual([2, [...opened].reverse()]);
    const oldest = must(opened[0]);
    const single = await rosa.agent.get(`/api/conversations/${oldest}`);
    expect([single.statusCode, single.json().conversation.id]).toEqual([200, oldest]);
    expect((await rosa.agent.get('/api/conversations?cursor=bm9wZQ')).json().message).toBe(M.badCursor);
  });

  it('names a member without a last name (a Google account) as every other screen does: no trailing space', async () => {
    const { user } = await createUser(ctx.app);
    await ctx.app.db.update(users).set({ firstName: 'Anita', lastName: '' }).where(eq(users.id, user.id));
    await inCare(admin, { user }, olga);
    const opened = await olga.agent.post('/api/conversations', { member_id: user.id });
    expect(opened.statusCode, opened.body).toBe(201);
    expect(opened.json().conversation.with).toEqual({ name: 'Anita', role: 'member', id: user.id });
  });

  it('pages history newest-first by `before` and bounds the page size', async () => {
    const pager = await signedInAgent(ctx.app);
    await inCare(admin, pager, camila);
    const id = await openThread(pager, camila);
    for (let index = 1; index <= 7; index += 1) await send(pager, id, `Mensaje ${index}`);
    const page = (await pager.agent.get(`/api/conversations/${id}/messages?limit=3`)).json();
    expect(page.messages.map((item: { body: string }) => item.body)).toEqual([
      'Mensaje 5',
      'Mensaje 6',
      'Mensaje 7',
    ]);
    const older = (
      await pager.agent.get(`/api/conversations/${id}/messages?limit=3&before=${page.next_before}`)
    ).json();
    expect(older.messages.map((item: { body: string }) => item.body)).toEqual([
      'Mensaje 2',
      'Mensaje 3',
      'Mensaje 4',
    ]);
    // A page size or a page pointer out of bounds is told in the conversation's words, not the validator's.
    for (const [query, message] of [
      ['limit=500', M.badPageSize],
      ['limit=0', M.badPageSize],
      ['limit=2.5', M.badPageSize],
      ['before=99999999999999999999', M.badCursor],
      ['before=-3', M.badCursor],
      ['before=abc', M.badCursor],
    ]) {
      const refused = await pager.agent.get(`/api/conversations/${id}/messages?${query}`);
      expect([refused.statusCode, refused.json().message], query).toEqual([400, message]);
    }
  });

  it('closes a thread to new messages when the care ends; the member keeps reading it', async () => {
    const leaving = await signedInAgent(ctx.app);
    const relationship = await inCare(admin, leaving, olga);
    const id = await openThread(leaving, olga);
    await send(leaving, id, 'Gracias por todo');
    expect((await admin.agent.delete(`/api/admin/care-relationships/${relationship}`)).statusCode).toBe(200);
    const refused = await send(leaving, id, 'Otra cosa');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(M.closed);
    const history = (await leaving.agent.get(`/api/conversations/${id}/messages`)).json();
    expect(history.messages.map((item: { body: string }) => item.body)).toEqual(['Gracias por todo']);
    const listed = (await leaving.agent.get('/api/conversations')).json().conversations as {
      id: number;
      open: boolean;
    }[];
    expect(must(listed.find((item) => item.id === id)).open).toBe(false);
    const [ended] = await ctx.database.db
      .select()
      .from(careRelationships)
      .where(eq(careRelationships.id, relationship));
    expect(must(ended).endedAt).not.toBeNull();
    const [thread] = await ctx.database.db.select().from(conversations).where(eq(conversations.id, id));
    expect(must(thread).trainerUnread).toBe(1);
  });
});

describe('her data', () => {
  it('her export holds her threads and their messages, not another member’s', async () => {
    const exporter = await signedInAgent(ctx.app);
    await inCare(admin, exporter, camila);
    const id = await openThread(exporter, camila);
    await send(exporter, id, 'Pregunta para exportar');
    await send(camila, id, 'Respuesta para exportar');
    const response = await exporter.agent.get('/api/users/export-data');
    expect(response.statusCode, response.body).toBe(200);
    const data = JSON.parse(response.body) as {
      contents: string[];
      conversations: { professional: string; messages: { from: string; body: string }[] }[];
    };
    expect(data.contents).toContain(
      'Tus mensajes con tu equipo y sus fotos y documentos (enlaces de descarga válidos por 7 días), y los mensajes que reportaste',
    );
    expect(data.conversations).toEqual([
      {
        professional: 'Camila Mensajes',
        attachments: [],
        messages: [
          expect.objectContaining({ from: exporter.user.firstName, body: 'Pregunta para exportar' }),
          expect.objectContaining({ from: 'Camila Mensajes', body: 'Respuesta para exportar' }),
        ],
      },
    ]);
    const others = JSON.parse((await marta.agent.get('/api/users/export-data')).body) as {
      conversations: { messages: { body: string }[] }[];
    };
    expect(JSON.stringify(others.conversations)).not.toContain('para exportar');
  });
});

describe('real time', () => {
  it('a message sent on one instance reaches both participants’ streams on another, with ids only', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const talker = await signedInAgent(ctx.app);
    await inCare(admin, talker, camila);
    const id = await openThread(talker, camila);
    const cookieOf = (agent: Agent | Professional) =>
      `vitalia_session=${agent.agent.cookie('vitalia_session')}`;
    const hers = openEventStream(port, cookieOf(talker));
    const camilas = openEventStream(port, cookieOf(camila));
    const outsiders = openEventStream(port, cookieOf(marta));
    await Promise.all([hers.ready, camilas.ready, outsiders.ready]);
    const second = await buildApp({ config: ctx.config, database: ctx.database });
    await second.ready();
    try {
      const body = 'Un texto que nunca viaja por el canal';
      const sent = await second.inject({
        method: 'POST',
        url: `/api/conversations/${id}/messages`,
        payload: { body, client_id: crypto.randomUUID() },
        headers: {
          cookie: `${cookieOf(talker)}; csrf_token=${talker.agent.cookie('csrf_token')}`,
          'x-csrf-token': talker.agent.cookie('csrf_token') ?? '',
        },
      });
      expect(sent.statusCode, sent.body).toBe(201);
      const messageId = sent.json().message.id as number;
      const signal = `"conversation_id":${id},"kind":"message","message_id":${messageId}`;
      await eventually(async () => camilas.text().includes(signal), 'the professional’s stream');
      await eventually(async () => hers.text().includes(signal), 'the member’s own stream');
      expect(camilas.text()).toContain('event: conversation');
      expect(camilas.text()).not.toContain(body);
      expect(outsiders.text()).not.toContain(`"conversation_id":${id}`);
      // Camila reads it: the member's "Visto" moves, on her stream.
      await camila.agent.put(`/api/conversations/${id}/read`, { message_id: messageId });
      await eventually(
        async () => hers.text().includes(`"conversation_id":${id},"kind":"read"`),
        'the read signal',
      );
    } finally {
      hers.close();
      camilas.close();
      outsiders.close();
      await second.close();
    }
  });
});

describe('unread reminders', () => {
  it('e-mails a burst left unread once, without its text; not after she read it; a retried job sends nothing', async () => {
    const writer = await signedInAgent(ctx.app);
    await inCare(admin, writer, olga);
    const id = await openThread(writer, olga);
    const secret = 'Me duele el estómago desde el martes';
    const first = (await send(writer, id, secret)).json().message.id as number;
    await send(writer, id, 'Y no duermo bien');
    // One job for the burst, however many messages it has.
    const jobs = rowsOf<{ total: number }>(
      await ctx.database.db.execute(
        sql`select count(*)::int as total from pgboss.job
            where name = 'conversations.unread-mail' and (data->>'conversationId')::int = ${id}`,
      ),
    );
    expect(jobs[0]?.total).toBe(1);

    expect(
      await ctx.app.unreadReminders.runOnce({
        conversationId: id,
        recipient: 'professional',
        messageId: first,
      }),
    ).toBe(true);
    // The job retried (a crash after the e-mail): nothing more.
    expect(
      await ctx.app.unreadReminders.runOnce({
        conversationId: id,
        recipient: 'professional',
        messageId: first,
      }),
    ).toBe(false);
    await ctx.app.mailer.flush();
    const mails = await ctx.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, olga.email));
    const reminders = mails.filter((mail) => mail.subject.includes('te escribió en Vitalia'));
    expect(reminders).toHaveLength(1);
    expect(must(reminders[0]).subject).toBe(`${writer.user.firstName} te escribió en Vitalia`);
    expect(JSON.stringify(reminders[0])).not.toContain(secret);
    expect(JSON.stringify(reminders[0])).toContain(`/mensajes?c=${id}`);

    // Read before the job runs: no e-mail.
    const later = (await send(writer, id, 'Otra cosa')).json().message.id as number;
    await olga.agent.put(`/api/conversations/${id}/read`, { message_id: later });
    expect(
      await ctx.app.unreadReminders.runOnce({
        conversationId: id,
        recipient: 'professional',
        messageId: later,
      }),
    ).toBe(false);
  });
});
