import { Readable } from 'node:stream';
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { CONVERSATION_MESSAGES as M } from '@vitalia/shared/messages/conversations';
import { conversationAttachments, conversationMessages, rateLimitHits } from '../../../db/schema/index';
import { buildTestApp, type TestContext } from '../../../../test/helper';
import { inCare, multipartImage, signedInAgent, signedInProfessional } from '../../../../test/factories';
import { SAMPLE_HEIC } from '../../../../../../test-support/sample-heic';
import { samplePdf } from '../../../../../../test-support/sample-pdf';

/** Photos and PDFs in messages (issue 46) on PGlite and PostgreSQL. */
let ctx: TestContext;
type Agent = Awaited<ReturnType<typeof signedInAgent>>;
type Professional = Awaited<ReturnType<typeof signedInProfessional>>;
let camila: Professional;
let olga: Professional;
let josefa: Agent;
let marta: Agent;
let admin: Agent;
let thread: number;
let martaThread: number;

async function openThread(member: Agent, professional: Professional): Promise<number> {
  const response = await member.agent.post('/api/conversations', { professional_id: professional.card.id });
  expect([200, 201], response.body).toContain(response.statusCode);
  return response.json().conversation.id as number;
}

const upload = (who: Agent, id: number, name: string, type: string, data: Buffer) =>
  who.agent.request({
    method: 'POST',
    url: `/api/conversations/${id}/attachments`,
    ...multipartImage('file', name, type, data),
  });

const send = (who: Agent, id: number, attachmentIds: number[], body = '', clientId = crypto.randomUUID()) =>
  who.agent.post(`/api/conversations/${id}/messages`, {
    body,
    client_id: clientId,
    attachment_ids: attachmentIds,
  });

/** A camera's JPEG: EXIF naming the phone and the photographer, as a real one carries with its GPS. */
const cameraJpeg = () =>
  sharp({ create: { width: 3000, height: 1000, channels: 3, background: { r: 30, g: 120, b: 90 } } })
    .withExif({ IFD0: { Make: 'Apple', Model: 'iPhone 15', Artist: 'Josefa González' } })
    .jpeg()
    .toBuffer();

beforeAll(async () => {
  ctx = await buildTestApp();
  camila = await signedInProfessional(ctx.app, { slug: 'camila-adjuntos', name: 'Camila Adjuntos' });
  olga = await signedInProfessional(ctx.app, { slug: 'olga-adjuntos', name: 'Olga Adjuntos' });
  josefa = await signedInAgent(ctx.app);
  marta = await signedInAgent(ctx.app);
  admin = await signedInAgent(ctx.app, { isAdmin: true });
  await inCare(admin, josefa, camila);
  await inCare(admin, marta, olga);
  thread = await openThread(josefa, camila);
  martaThread = await openThread(marta, olga);
});
afterAll(() => ctx.close());

describe('attachments', () => {
  it('re-encodes a camera photo without its EXIF, sends it, and both participants open it by a short link', async () => {
    const original = await cameraJpeg();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const uploaded = await upload(josefa, thread, 'IMG_0042.JPG', 'image/jpeg', original);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const attachment = uploaded.json().attachment;
    expect(attachment).toMatchObject({ kind: 'image', name: 'Foto', width: 2048, height: 683 });
    const sent = await send(josefa, thread, [attachment.id]);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().message.body).toBe('');
    expect(sent.json().message.attachments.map((item: { id: number }) => item.id)).toEqual([attachment.id]);

    const seen = (await camila.agent.get(`/api/conversations/${thread}/messages`)).json().messages;
    const link = seen.at(-1).attachments[0].url as string;
    const expires = Number(new URL(link, 'http://x').searchParams.get('exp'));
    expect(expires * 1000 - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    const file = await camila.agent.get(link);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    const stored = await sharp(file.rawPayload).metadata();
    expect([stored.format, stored.width, stored.exif]).toEqual(['webp', 2048, undefined]);
    expect(file.rawPayload.includes(Buffer.from('iPhone'))).toBe(false);
    expect(file.rawPayload.includes(Buffer.from('Josefa'))).toBe(false);
    // The thread list says a photo came, without a text.
    const list = (await camila.agent.get('/api/conversations')).json().conversations;
    expect(list.find((item: { id: number }) => item.id === thread).last_message.body).toBe('');
  });

  it('reads an iPhone HEIC and keeps a PDF with its own name, offered as a download', async () => {
    const heic = await upload(josefa, thread, 'IMG_0043.HEIC', 'image/heic', SAMPLE_HEIC);
    expect(heic.statusCode, heic.body).toBe(201);
    expect(heic.json().attachment).toMatchObject({ kind: 'image', width: 64, height: 48 });
    const pdf = await upload(
      josefa,
      thread,
      '../Exámenes de sangre\u202e.pdf',
      'application/pdf',
      await samplePdf('Exámenes', 1),
    );
    expect(pdf.statusCode, pdf.body).toBe(201);
    expect(pdf.json().attachment).toMatchObject({ kind: 'pdf', name: 'Exámenes de sangre.pdf', width: null });
    const sent = await send(
      josefa,
      thread,
      [heic.json().attachment.id, pdf.json().attachment.id],
      'Mis exámenes',
    );
    expect(sent.statusCode, sent.body).toBe(201);
    const file = await camila.agent.get(sent.json().message.attachments[1].url);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment/);
  });

  it('a page of history carries each message’s own files, none of a thread whose messages came in between', async () => {
    const pdf = async (who: Agent, id: number) =>
      (await upload(who, id, 'informe.pdf', 'application/pdf', await samplePdf('Informe', 1))).json()
        .attachment.id as number;
    const first = await pdf(josefa, thread);
    await send(josefa, thread, [first], 'Página: uno');
    const between = await pdf(marta, martaThread);
    await send(marta, martaThread, [between], 'De otra conversación');
    await send(josefa, thread, [], 'Página: dos');
    const alsoBetween = await pdf(marta, martaThread);
    await send(marta, martaThread, [alsoBetween], 'De otra conversación');
    const [second, third] = [await pdf(josefa, thread), await pdf(josefa, thread)];
    await send(josefa, thread, [second, third], 'Página: tres');

    type Shown = { id: number; body: string; attachments: { id: number }[] };
    const files = (messages: Shown[]) =>
      messages
        .filter((m) => m.body.startsWith('Página'))
        .map((m) => [m.body, m.attachments.map((a) => a.id)]);
    const newest = (await camila.agent.get(`/api/conversations/${thread}/messages?limit=2`)).json();
    expect(files(newest.messages)).toEqual([
      ['Página: dos', []],
      ['Página: tres', [second, third]],
    ]);
    const older = await camila.agent.get(
      `/api/conversations/${thread}/messages?limit=1&before=${newest.next_before}`,
    );
    expect(files(older.json().messages)).toEqual([['Página: uno', [first]]]);
    const all = (await camila.agent.get(`/api/conversations/${thread}/messages`)).json().messages as Shown[];
    const shownIds = all.flatMap((m) => m.attachments.map((a) => a.id));
    expect(shownIds).not.toContain(between);
    expect(shownIds).not.toContain(alsoBetween);
  });

  it('refuses a PDF named .jpg, a text file, an empty file, a 20 MB one and a form without a file; keeps nothing', async () => {
    const before = await ctx.database.db.$count(conversationAttachments);
    const pdf = await samplePdf('Disfrazado', 1);
    const disguised = await upload(josefa, thread, 'foto.jpg', 'image/jpeg', pdf);
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json().message).toBe(M.attachmentMismatch);
    const text = await upload(josefa, thread, 'notas.pdf', 'application/pdf', Buffer.from('hola'));
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe(M.attachmentWrongType);
    const empty = await upload(josefa, thread, 'vacia.png', 'image/png', Buffer.alloc(0));
    expect(empty.json().message).toBe(M.attachmentEmpty);
    const huge = Buffer.concat([pdf, Buffer.alloc(20 * 1024 * 1024)]);
    const big = await upload(josefa, thread, 'grande.pdf', 'application/pdf', huge);
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(M.attachmentTooLarge);
    const notMultipart = await josefa.agent.post(`/api/conversations/${thread}/attachments`, { file: 'x' });
    expect(notMultipart.statusCode).toBe(415);
    const broken = await upload(
      josefa,
      thread,
      'rota.jpg',
      'image/jpeg',
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]),
    );
    expect(broken.statusCode).toBe(400);
    expect(await ctx.database.db.$count(conversationAttachments)).toBe(before);
  });

  it('only the thread’s participants upload to it or claim its files; a claim is all or nothing', async () => {
    const photo = await cameraJpeg();
    for (const outsider of [marta, olga, admin]) {
      const response = await upload(outsider, thread, 'x.jpg', 'image/jpeg', photo);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(M.notFound);
    }
    const hers = (await upload(josefa, thread, 'a.jpg', 'image/jpeg', photo)).json().attachment.id as number;
    const messagesBefore = await ctx.database.db.$count(conversationMessages);
    // Marta names Josefa's upload in her own thread; Camila names it in the thread it belongs to.
    const stolen = await send(marta, martaThread, [hers], 'mira');
    expect(stolen.statusCode).toBe(409);
    expect(stolen.json().message).toBe(M.attachmentUnavailable);
    expect((await send(camila, thread, [hers], 'mía')).statusCode).toBe(409);
    expect(await ctx.database.db.$count(conversationMessages)).toBe(messagesBefore);
    // A retried send answers the first message with its files; a second message cannot take them again.
    const clientId = crypto.randomUUID();
    const first = await send(josefa, thread, [hers], 'la foto', clientId);
    expect(first.statusCode).toBe(201);
    const retry = await send(josefa, thread, [hers], 'la foto', clientId);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().message.attachments).toHaveLength(1);
    expect((await send(josefa, thread, [hers], 'otra vez')).statusCode).toBe(409);
    const tooMany = await send(josefa, thread, [1, 2, 3, 4, 5], 'cinco');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(M.attachmentsPerMessage);
    const nothing = await josefa.agent.post(`/api/conversations/${thread}/messages`, {
      body: '  ',
      client_id: crypto.randomUUID(),
    });
    expect(nothing.json().message).toBe(M.bodyRequired);
  });

  it('allows 60 files an hour per sender', async () => {
    await ctx.database.db
      .insert(rateLimitHits)
      .values({ key: `attachments:${josefa.user.id}`, count: 60, resetAt: new Date(Date.now() + 3_600_000) })
      .onConflictDoUpdate({ target: rateLimitHits.key, set: { count: 60 } });
    const response = await upload(josefa, thread, 'x.jpg', 'image/jpeg', await cameraJpeg());
    expect(response.statusCode).toBe(429);
    expect(response.json().message).toBe(M.tooManyAttachments);
    await ctx.database.db.delete(rateLimitHits).where(eq(rateLimitHits.key, `attachments:${josefa.user.id}`));
  });

  it('sweeps uploads never sent after a day, files included, and keeps sent ones', async () => {
    const loose = (await upload(josefa, thread, 'x.jpg', 'image/jpeg', await cameraJpeg())).json().attachment;
    const [row] = await ctx.database.db
      .update(conversationAttachments)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(conversationAttachments.id, loose.id))
      .returning();
    const key = row?.storageKey ?? '';
    expect(await ctx.app.storage.stat(key)).not.toBeNull();
    // Too old to be claimed, even before the sweep runs.
    expect((await send(josefa, thread, [loose.id], 'tarde')).statusCode).toBe(409);
    const sentBefore = await ctx.database.db.$count(conversationAttachments, sql`message_id is not null`);
    expect(await ctx.app.conversationAttachments.sweepUnsent()).toBeGreaterThanOrEqual(1);
    expect(await ctx.app.storage.stat(key)).toBeNull();
    expect(
      await ctx.database.db.$count(conversationAttachments, eq(conversationAttachments.id, loose.id)),
    ).toBe(0);
    expect(await ctx.database.db.$count(conversationAttachments, sql`message_id is not null`)).toBe(
      sentBefore,
    );
  });

  it('sweeps a file whose row was never written (a process killed in between) once it is an hour old', async () => {
    const kept = (await upload(josefa, thread, 'x.jpg', 'image/jpeg', await cameraJpeg())).json().attachment;
    const [keptRow] = await ctx.database.db
      .select()
      .from(conversationAttachments)
      .where(eq(conversationAttachments.id, kept.id));
    const orphan = await ctx.app.storage.put('messages', Readable.from([await cameraJpeg()]), {
      maxBytes: 20_000_000,
      contentTypes: ['image/jpeg'],
      tooLargeMessage: 'x',
      wrongTypeMessage: 'x',
      emptyMessage: 'x',
    });
    await ctx.app.conversationAttachments.sweepUnsent();
    expect(await ctx.app.storage.stat(orphan.key)).not.toBeNull();
    await ctx.app.conversationAttachments.sweepUnsent(new Date(Date.now() + 2 * 3_600_000));
    expect(await ctx.app.storage.stat(orphan.key)).toBeNull();
    expect(await ctx.app.storage.stat(keptRow?.storageKey ?? '')).not.toBeNull();
  });

  it('her export lists her files with links; deleting her account removes them from storage', async () => {
    const leaving = await signedInAgent(ctx.app);
    await inCare(admin, leaving, camila);
    const id = await openThread(leaving, camila);
    const photo = (await upload(leaving, id, 'x.jpg', 'image/jpeg', await cameraJpeg())).json().attachment;
    expect((await send(leaving, id, [photo.id], 'foto')).statusCode).toBe(201);
    const data = JSON.parse((await leaving.agent.get('/api/users/export-data')).body);
    expect(data.conversations[0].attachments).toEqual([
      expect.objectContaining({ kind: 'image', name: 'Foto', url: expect.stringContaining('/api/files/') }),
    ]);
    const others = (await marta.agent.get('/api/users/export-data')).body;
    expect(others).not.toContain(data.conversations[0].attachments[0].url);
    const [row] = await ctx.database.db
      .select()
      .from(conversationAttachments)
      .where(eq(conversationAttachments.id, photo.id));
    const key = row?.storageKey ?? '';
    expect(await ctx.app.storage.stat(key)).not.toBeNull();
    const deleted = await leaving.agent.post('/api/users/delete-account', { password: leaving.password });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await ctx.app.storage.stat(key)).toBeNull();
    // Josefa's files are untouched.
    expect(await ctx.database.db.$count(conversationAttachments)).toBeGreaterThan(0);
  });

  it('a thread closed by the end of the care takes no new file', async () => {
    const leaving = await signedInAgent(ctx.app);
    const relationship = await inCare(admin, leaving, olga);
    const id = await openThread(leaving, olga);
    expect((await admin.agent.delete(`/api/admin/care-relationships/${relationship}`)).statusCode).toBe(200);
    const response = await upload(leaving, id, 'x.jpg', 'image/jpeg', await cameraJpeg());
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(M.closed);
  });
});
