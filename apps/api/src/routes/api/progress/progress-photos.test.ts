import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { santiagoDay } from '@vitalia/shared/dates';
import { PROGRESS_MESSAGES as M } from '@vitalia/shared/messages/progress';
import { auditLog, progressPhotos } from '../../../db/schema/index';
import { buildTestApp, type TestContext } from '../../../../test/helper';
import {
  consentingMember,
  inCare,
  multipartImage,
  signedInAgent,
  signedInProfessional,
} from '../../../../test/factories';

/** Progress photos (issue 47) on PGlite and PostgreSQL. */
let ctx: TestContext;
type Agent = Awaited<ReturnType<typeof signedInAgent>>;
type Professional = Awaited<ReturnType<typeof signedInProfessional>>;
let camila: Professional;
let olga: Professional;
let admin: Agent;

const today = () => santiagoDay(new Date());
const daysBefore = (days: number) => santiagoDay(new Date(Date.now() - days * 86_400_000));

/** A phone's JPEG whose EXIF names the phone and the person. */
const phoneJpeg = () =>
  sharp({ create: { width: 3000, height: 4000, channels: 3, background: { r: 120, g: 160, b: 200 } } })
    .withExif({ IFD0: { Make: 'Apple', Model: 'iPhone 15', Artist: 'Josefa González' } })
    .jpeg()
    .toBuffer();

const upload = (
  who: Agent,
  query: Record<string, string>,
  data: Buffer,
  type = 'image/jpeg',
  name = 'IMG_0100.JPG',
) =>
  who.agent.request({
    method: 'POST',
    url: `/api/progress/photos?${new URLSearchParams(query).toString()}`,
    ...multipartImage('photo', name, type, data),
  });

const photoQuery = (overrides: Record<string, string> = {}) => ({
  pose: 'frente',
  taken_on: today(),
  client_id: randomUUID(),
  ...overrides,
});

beforeAll(async () => {
  ctx = await buildTestApp();
  camila = await signedInProfessional(ctx.app, { slug: 'camila-fotos', name: 'Camila Fotos' });
  olga = await signedInProfessional(ctx.app, { slug: 'olga-fotos', name: 'Olga Fotos' });
  admin = await signedInAgent(ctx.app, { isAdmin: true });
});
afterAll(() => ctx.close());

describe('progress photos', () => {
  it('re-encodes her photo without its EXIF, once per client_id; she and her care team see it, nobody else', async () => {
    const josefa = await consentingMember(ctx.app);
    await inCare(admin, josefa, camila);
    const query = photoQuery();
    const first = await upload(josefa, query, await phoneJpeg());
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().message).toBe(M.photoSaved);
    const photo = first.json().photo;
    expect(photo).toMatchObject({ pose: 'frente', taken_on: query.taken_on, width: 1200, height: 1600 });
    const file = await josefa.agent.get(photo.url);
    const stored = await sharp(file.rawPayload).metadata();
    expect([stored.format, stored.exif]).toEqual(['webp', undefined]);
    expect(file.rawPayload.includes(Buffer.from('iPhone'))).toBe(false);

    // A retried upload is the same photo: one row, one file.
    const retried = await upload(josefa, query, await phoneJpeg());
    expect(retried.statusCode).toBe(200);
    expect(retried.json().photo.id).toBe(photo.id);
    const rows = await ctx.app.db
      .select()
      .from(progressPhotos)
      .where(eq(progressPhotos.memberId, josefa.user.id));
    expect(rows).toHaveLength(1);

    await upload(josefa, photoQuery({ pose: 'perfil', taken_on: daysBefore(30) }), await phoneJpeg());
    const mine = (await josefa.agent.get('/api/progress/photos')).json().photos;
    expect(mine.map((item: { pose: string }) => item.pose)).toEqual(['frente', 'perfil']);

    const chart = await camila.agent.get(`/api/trainer/clients/${josefa.user.id}/progress-photos`);
    expect(chart.statusCode).toBe(200);
    expect(chart.json().photos).toHaveLength(2);
    const audited = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'progress-photos.read'), eq(auditLog.subjectUserId, josefa.user.id)));
    expect(audited).toHaveLength(1);
    for (const outsider of [olga.agent, admin.agent])
      expect((await outsider.get(`/api/trainer/clients/${josefa.user.id}/progress-photos`)).statusCode).toBe(
        404,
      );

    // Another member neither lists nor deletes it.
    const marta = await consentingMember(ctx.app);
    expect((await marta.agent.get('/api/progress/photos')).json().photos).toEqual([]);
    expect((await marta.agent.delete(`/api/progress/photos/${photo.id}`)).statusCode).toBe(404);
    expect(await ctx.app.storage.stat(rows[0]?.storageKey ?? '')).not.toBeNull();
  });

  it('refuses every bad input in Spanish and stores nothing; needs her consent', async () => {
    const member = await consentingMember(ctx.app);
    const cases: [Record<string, string>, string][] = [
      [photoQuery({ pose: 'de lado' }), M.poseInvalid],
      [photoQuery({ taken_on: '2026-13-45' }), M.takenOnInvalid],
      [photoQuery({ taken_on: daysBefore(-2) }), M.takenOnInvalid],
      [photoQuery({ taken_on: daysBefore(61) }), M.takenOnInvalid],
      [photoQuery({ client_id: 'x' }), M.clientIdInvalid],
    ];
    for (const [query, message] of cases) {
      const response = await upload(member, query, await phoneJpeg());
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(JSON.stringify(response.json())).toContain(message);
    }
    const pdf = await upload(
      member,
      photoQuery(),
      Buffer.from('%PDF-1.7\n%âãÏÓ\n'),
      'image/jpeg',
      'foto.jpg',
    );
    expect(pdf.statusCode).toBe(400);
    expect((await member.agent.get('/api/progress/photos')).json().photos).toEqual([]);

    const noConsent = await signedInAgent(ctx.app);
    const refused = await upload(noConsent, photoQuery(), await phoneJpeg());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(M.needsConsent);
  });

  it('is in her export; deleting a photo or her account takes its file', async () => {
    const member = await consentingMember(ctx.app);
    const kept = (await upload(member, photoQuery(), await phoneJpeg())).json().photo;
    const removed = (await upload(member, photoQuery({ pose: 'espalda' }), await phoneJpeg())).json().photo;
    const [removedRow] = await ctx.app.db
      .select()
      .from(progressPhotos)
      .where(eq(progressPhotos.id, removed.id));
    expect((await member.agent.delete(`/api/progress/photos/${removed.id}`)).statusCode).toBe(200);
    expect(await ctx.app.storage.stat(removedRow?.storageKey ?? '')).toBeNull();

    const exported = (await member.agent.get('/api/users/export-data')).json();
    expect(exported.progress_photos).toEqual([expect.objectContaining({ id: kept.id, pose: 'frente' })]);
    expect(exported.progress_photos[0].url).toContain('/api/files/');

    const [keptRow] = await ctx.app.db.select().from(progressPhotos).where(eq(progressPhotos.id, kept.id));
    const erased = await member.agent.post('/api/users/delete-account', { password: member.password });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await ctx.app.storage.stat(keptRow?.storageKey ?? '')).toBeNull();
  });

  it('a photo whose row was never written (a process killed in between) is swept after an hour; others stay', async () => {
    const member = await consentingMember(ctx.app);
    const kept = (await upload(member, photoQuery(), await phoneJpeg())).json().photo;
    const [keptRow] = await ctx.app.db.select().from(progressPhotos).where(eq(progressPhotos.id, kept.id));
    // What a killed upload leaves: the file, and no row.
    const orphan = await ctx.app.storage.put(
      'progress',
      Readable.from([
        await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
          .webp()
          .toBuffer(),
      ]),
      {
        maxBytes: 1_000_000,
        contentTypes: ['image/webp'],
        tooLargeMessage: 'x',
        wrongTypeMessage: 'x',
        emptyMessage: 'x',
      },
    );
    // Within the hour an upload may still be writing its row: nothing goes.
    expect(await ctx.app.progressPhotoJobs.sweep(new Date())).toBe(0);
    expect(
      await ctx.app.progressPhotoJobs.sweep(new Date(Date.now() + 2 * 3_600_000)),
    ).toBeGreaterThanOrEqual(1);
    expect(await ctx.app.storage.stat(orphan.key)).toBeNull();
    expect(await ctx.app.storage.stat(keptRow?.storageKey ?? '')).not.toBeNull();
  });
});
