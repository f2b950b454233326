import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import { JOURNAL_MESSAGES as M } from '@vitalia/shared/messages/journal';
import { auditLog, journalEntries, notifications } from '../../../db/schema/index';
import { buildTestApp, type TestContext } from '../../../../test/helper';
import {
  consentingMember,
  inCare,
  multipartImage,
  signedInAgent,
  signedInProfessional,
} from '../../../../test/factories';

/** The food journal (issue 47) on PGlite and PostgreSQL. */
let ctx: TestContext;
type Agent = Awaited<ReturnType<typeof signedInAgent>>;
type Professional = Awaited<ReturnType<typeof signedInProfessional>>;
let camila: Professional;
let olga: Professional;
let admin: Agent;
let paltaId: number;

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const entry = (overrides: Record<string, unknown> = {}) => ({
  client_id: crypto.randomUUID(),
  meal: 'almuerzo',
  eaten_at: minutesAgo(30),
  description: 'Porotos con riendas y ensalada de tomate',
  hunger_before: 7,
  hunger_after: 4,
  emotion: 'tranquilidad',
  place: 'casa',
  company: 'familia',
  ...overrides,
});

const uploadPhoto = (who: Agent, id: number, data: Buffer, type = 'image/jpeg', name = 'IMG_0042.JPG') =>
  who.agent.request({
    method: 'POST',
    url: `/api/journal/entries/${id}/photo`,
    ...multipartImage('photo', name, type, data),
  });

/** A phone's JPEG whose EXIF names the phone and the person, as a real one carries with its GPS. */
const phoneJpeg = () =>
  sharp({ create: { width: 4000, height: 3000, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .withExif({ IFD0: { Make: 'Apple', Model: 'iPhone 15', Artist: 'Josefa González' } })
    .jpeg()
    .toBuffer();

beforeAll(async () => {
  ctx = await buildTestApp();
  camila = await signedInProfessional(ctx.app, { slug: 'camila-diario', name: 'Camila Diario' });
  olga = await signedInProfessional(ctx.app, { slug: 'olga-diario', name: 'Olga Diario' });
  admin = await signedInAgent(ctx.app, { isAdmin: true });
  const found = (await admin.agent.get('/api/foods?q=palta')).json<{ foods: { id: number }[] }>().foods;
  paltaId = found[0]?.id ?? 0;
});
afterAll(() => ctx.close());

describe('her food journal', () => {
  it('saves a meal once however often the page retries it, and lists it by day in Chile', async () => {
    const josefa = await consentingMember(ctx.app);
    const body = entry({ foods: [{ food_id: paltaId, grams: 50 }] });
    const first = await josefa.agent.post('/api/journal/entries', body);
    expect(first.statusCode, first.body).toBe(201);
    const again = await josefa.agent.post('/api/journal/entries', body);
    expect(again.statusCode).toBe(200);
    expect(again.json().entry.id).toBe(first.json().entry.id);
    expect(first.json().entry).toMatchObject({
      meal: 'almuerzo',
      hunger_before: 7,
      emotion: 'tranquilidad',
      foods: [{ food_id: paltaId, name: expect.stringContaining('Palta'), grams: 50 }],
      photo: null,
      comments: [],
    });
    const rows = await ctx.database.db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.memberId, josefa.user.id));
    expect(rows).toHaveLength(1);
    const list = (await josefa.agent.get('/api/journal/entries')).json();
    expect(list.entries.map((item: { id: number }) => item.id)).toEqual([first.json().entry.id]);
  });

  it('answers bad input in Spanish and stores nothing', async () => {
    const josefa = await consentingMember(ctx.app);
    const cases: [Record<string, unknown>, string][] = [
      [entry({ hunger_before: 11 }), M.hunger],
      [entry({ emotion: 'furia' }), M.emotion],
      [entry({ meal: 'merienda' }), M.mealRequired],
      [entry({ description: 'x'.repeat(1001) }), M.descriptionTooLong],
      [entry({ eaten_at: new Date(Date.now() + 3_600_000).toISOString() }), M.eatenAtInvalid],
      [entry({ eaten_at: new Date(Date.now() - 61 * 86_400_000).toISOString() }), M.eatenAtInvalid],
      [entry({ description: '', foods: [] }), M.empty],
      [entry({ foods: [{ food_id: 99_999_999, grams: 10 }] }), M.foodUnavailable],
      [entry({ foods: [{ food_id: paltaId, grams: 0 }] }), M.grams],
      [entry({ member_id: 1 }), ''],
    ];
    for (const [body, message] of cases) {
      const response = await josefa.agent.post('/api/journal/entries', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      if (message) expect(response.json().message).toBe(message);
    }
    const range = await josefa.agent.get('/api/journal/entries?from=2026-01-01&to=2026-03-01');
    expect([range.statusCode, range.json().message]).toEqual([400, M.range]);
    const stored = await ctx.database.db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.memberId, josefa.user.id));
    expect(stored).toHaveLength(0);
  });

  it('keeps nothing without her health-data consent', async () => {
    const member = await signedInAgent(ctx.app);
    const response = await member.agent.post('/api/journal/entries', entry());
    expect([response.statusCode, response.json().message]).toEqual([403, M.needsConsent]);
    const reminders = await member.agent.put('/api/journal/reminders', { times: ['08:00'] });
    expect(reminders.statusCode).toBe(403);
  });

  it('re-encodes her photo without its EXIF; a replaced photo’s file is gone', async () => {
    const josefa = await consentingMember(ctx.app);
    const made = (
      await josefa.agent.post('/api/journal/entries', entry({ description: '', with_photo: true }))
    ).json().entry;
    const uploaded = await uploadPhoto(josefa, made.id, await phoneJpeg());
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const photo = uploaded.json().entry.photo;
    expect(photo).toMatchObject({ width: 1600, height: 1200 });
    const file = await josefa.agent.get(photo.url);
    expect(file.headers['content-type']).toBe('image/webp');
    const stored = await sharp(file.rawPayload).metadata();
    expect([stored.format, stored.exif]).toEqual(['webp', undefined]);
    expect(file.rawPayload.includes(Buffer.from('iPhone'))).toBe(false);
    const [before] = await ctx.database.db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.id, made.id));

    const again = await uploadPhoto(josefa, made.id, await phoneJpeg());
    expect(again.statusCode).toBe(200);
    expect(await ctx.app.storage.stat(before?.photoKey ?? '')).toBeNull();
    // A PDF named .jpg is not a photo.
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
    const refused = await uploadPhoto(josefa, made.id, pdf);
    expect([refused.statusCode, refused.json().message]).toEqual([400, M.photoWrongType]);
  });

  it('her professional reads it in her care only (audited) and comments; she gets a bell item without the text', async () => {
    const josefa = await consentingMember(ctx.app);
    await inCare(admin, josefa, camila);
    const made = (await josefa.agent.post('/api/journal/entries', entry())).json().entry;

    const chart = await camila.agent.get(`/api/trainer/clients/${josefa.user.id}/journal`);
    expect(chart.statusCode, chart.body).toBe(200);
    expect(chart.json().entries.map((item: { id: number }) => item.id)).toEqual([made.id]);
    const audited = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'journal.read'), eq(auditLog.subjectUserId, josefa.user.id)));
    expect(audited).toHaveLength(1);

    const comment = await camila.agent.post(`/api/journal/entries/${made.id}/comments`, {
      body: 'Muy buena elección: legumbres y verduras.',
    });
    expect(comment.statusCode, comment.body).toBe(201);
    const mine = (await josefa.agent.get('/api/journal/entries')).json().entries[0];
    expect(mine.comments).toMatchObject([
      { author: 'Camila Diario', body: 'Muy buena elección: legumbres y verduras.' },
    ]);
    const bell = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, josefa.user.id));
    const item = bell.find((row) => row.title === 'Camila Diario comentó tu registro');
    expect(item?.message).toMatch(/^Almuerzo, /);
    expect(JSON.stringify(bell)).not.toContain('legumbres');

    // Olga is not in her care: the same 404 as an entry that does not exist, and nothing written.
    expect((await olga.agent.get(`/api/trainer/clients/${josefa.user.id}/journal`)).statusCode).toBe(404);
    const stranger = await olga.agent.post(`/api/journal/entries/${made.id}/comments`, { body: 'Hola' });
    expect(stranger.statusCode).toBe(404);
    const empty = await camila.agent.post(`/api/journal/entries/${made.id}/comments`, { body: '  ' });
    expect([empty.statusCode, empty.json().message]).toEqual([400, M.commentRequired]);
  });

  it('member A never reads, changes or deletes B’s entry or photo, whatever id she guesses', async () => {
    const a = await consentingMember(ctx.app);
    const b = await consentingMember(ctx.app);
    const made = (await b.agent.post('/api/journal/entries', entry())).json().entry;
    await uploadPhoto(b, made.id, await phoneJpeg());
    expect((await a.agent.get('/api/journal/entries')).json().entries).toEqual([]);
    expect((await uploadPhoto(a, made.id, await phoneJpeg())).statusCode).toBe(404);
    expect((await a.agent.delete(`/api/journal/entries/${made.id}`)).statusCode).toBe(404);
    expect(
      (await a.agent.post(`/api/journal/entries/${made.id}/comments`, { body: 'Hola' })).statusCode,
    ).toBe(404);
    expect((await a.agent.get(`/api/trainer/clients/${b.user.id}/journal`)).statusCode).toBe(403);
    expect((await b.agent.get('/api/journal/entries')).json().entries).toHaveLength(1);
  });

  it('reminds her at the times she chose, once a day across runs, and not without consent', async () => {
    const josefa = await consentingMember(ctx.app);
    const saved = await josefa.agent.put('/api/journal/reminders', { times: ['13:00', '08:30', '13:00'] });
    expect([saved.statusCode, saved.json().message]).toEqual([400, M.reminderTimes]);
    const set = await josefa.agent.put('/api/journal/reminders', { times: ['13:00', '08:30'] });
    expect(set.json().times).toEqual(['08:30', '13:00']);
    expect((await josefa.agent.put('/api/journal/reminders', { times: ['08:07'] })).statusCode).toBe(400);

    // 13:10 in Santiago on 2 December 2026 (UTC−3): both times have come, only 13:00 within the hour.
    const at = new Date('2026-12-02T16:10:00Z');
    expect(await ctx.app.journalJobs.runOnce(at)).toBeGreaterThanOrEqual(1);
    expect(await ctx.app.journalJobs.runOnce(at)).toBe(0);
    const bell = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, josefa.user.id));
    expect(bell.filter((row) => row.title === '¿Registramos tu comida?')).toHaveLength(1);
    expect((await josefa.agent.get('/api/journal/reminders')).json().times).toEqual(['08:30', '13:00']);
  });

  it('is in her data export, and her account’s erasure takes the photos’ files', async () => {
    const josefa = await consentingMember(ctx.app);
    const made = (await josefa.agent.post('/api/journal/entries', entry())).json().entry;
    await uploadPhoto(josefa, made.id, await phoneJpeg());
    const exported = (await josefa.agent.get('/api/users/export-data')).json();
    expect(exported.food_journal.map((item: { id: number }) => item.id)).toEqual([made.id]);
    expect(exported.food_journal[0].photo.url).toContain('/api/files/');
    const [row] = await ctx.database.db.select().from(journalEntries).where(eq(journalEntries.id, made.id));
    const erased = await josefa.agent.post('/api/users/delete-account', { password: josefa.password });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await ctx.app.storage.stat(row?.photoKey ?? '')).toBeNull();
    expect(await ctx.database.db.select().from(journalEntries).where(eq(journalEntries.id, made.id))).toEqual(
      [],
    );
  });

  it('a photo stored without its entry pointing at it is swept after an hour; an entry’s photo stays', async () => {
    const josefa = await consentingMember(ctx.app);
    const made = (
      await josefa.agent.post('/api/journal/entries', entry({ description: '', with_photo: true }))
    ).json().entry;
    const photo = (await uploadPhoto(josefa, made.id, await phoneJpeg())).json().entry.photo;
    expect(photo).not.toBeNull();
    const [row] = await ctx.database.db.select().from(journalEntries).where(eq(journalEntries.id, made.id));
    const orphan = await ctx.app.storage.put('journal', Readable.from([await phoneJpeg()]), {
      maxBytes: 20_000_000,
      contentTypes: ['image/jpeg'],
      tooLargeMessage: 'x',
      wrongTypeMessage: 'x',
      emptyMessage: 'x',
    });
    expect(await ctx.app.journalJobs.sweepPhotos(new Date())).toBe(0);
    expect(
      await ctx.app.journalJobs.sweepPhotos(new Date(Date.now() + 2 * 3_600_000)),
    ).toBeGreaterThanOrEqual(1);
    expect(await ctx.app.storage.stat(orphan.key)).toBeNull();
    expect(await ctx.app.storage.stat(row?.photoKey ?? '')).not.toBeNull();
  });
});
