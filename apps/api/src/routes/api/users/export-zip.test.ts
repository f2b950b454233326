import { randomUUID } from 'node:crypto';
import { type Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import yauzl from 'yauzl';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { santiagoDay } from '@vitalia/shared/dates';
import { PROFILE_MESSAGES } from '@vitalia/shared/messages/profile';
import { EXPORT_ZIP_LIMIT } from '@vitalia/shared/constants/limits';
import { journalEntries, progressPhotos } from '../../../db/schema/index';
import { buildTestApp, type TestContext } from '../../../../test/helper';
import { consentingMember, multipartImage, type signedInAgent } from '../../../../test/factories';

/** Her data export as a zip with her photos (issue 47, Privacy) on PGlite and PostgreSQL. */
let ctx: TestContext;
type Agent = Awaited<ReturnType<typeof signedInAgent>>;

const jpeg = (red: number) =>
  sharp({ create: { width: 300, height: 400, channels: 3, background: { r: red, g: 120, b: 90 } } })
    .jpeg()
    .toBuffer();

const uploadProgressPhoto = async (who: Agent) => {
  const query = new URLSearchParams({
    pose: 'perfil',
    taken_on: santiagoDay(new Date()),
    client_id: randomUUID(),
  });
  const response = await who.agent.request({
    method: 'POST',
    url: `/api/progress/photos?${query.toString()}`,
    ...multipartImage('photo', 'IMG_0200.JPG', 'image/jpeg', await jpeg(200)),
  });
  expect(response.statusCode, response.body).toBe(201);
};

const logMealWithPhoto = async (who: Agent) => {
  const made = await who.agent.post('/api/journal/entries', {
    client_id: randomUUID(),
    meal: 'once',
    eaten_at: new Date(Date.now() - 60 * 60_000).toISOString(),
    description: 'Marraqueta con palta',
    hunger_before: 6,
    hunger_after: 3,
    emotion: 'tranquilidad',
  });
  expect(made.statusCode, made.body).toBe(201);
  const id = made.json().entry.id as number;
  const photo = await who.agent.request({
    method: 'POST',
    url: `/api/journal/entries/${id}/photo`,
    ...multipartImage('photo', 'IMG_0300.JPG', 'image/jpeg', await jpeg(40)),
  });
  expect(photo.statusCode, photo.body).toBe(200);
};

/** Every entry of a zip by name, with its bytes: a real reader (yauzl), so a broken zip fails here. */
function unzip(data: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(data, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          buffer(stream as Readable)
            .then((bytes) => {
              entries.set(entry.fileName, bytes);
              zip.readEntry();
            })
            .catch(reject);
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

const downloadZip = async (who: Agent) => {
  const response = await who.agent.get('/api/users/export-data.zip');
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  expect(response.headers['content-type']).toBe('application/zip');
  expect(response.headers['content-disposition']).toBe(
    `attachment; filename="vitalia-mis-datos-${who.user.id}.zip"`,
  );
  return unzip(response.rawPayload);
};

beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

describe('her data as a zip with her photos', () => {
  it('holds the same JSON as the export, and her progress and journal photos byte for byte', async () => {
    const josefa = await consentingMember(ctx.app);
    await uploadProgressPhoto(josefa);
    await logMealWithPhoto(josefa);
    const entries = await downloadZip(josefa);

    const data = JSON.parse(entries.get('mis-datos.json')?.toString('utf8') ?? '{}');
    expect(data.account.id).toBe(josefa.user.id);
    expect(data.progress_photos).toHaveLength(1);

    const [photo] = await ctx.database.db
      .select()
      .from(progressPhotos)
      .where(eq(progressPhotos.memberId, josefa.user.id));
    const [meal] = await ctx.database.db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.memberId, josefa.user.id));
    const photoPath = `fotos-de-progreso/${photo?.takenOn}-perfil-${photo?.id}.webp`;
    const mealPath = `diario/${santiagoDay(meal?.eatenAt ?? new Date())}-once-${meal?.id}.webp`;
    expect([...entries.keys()].sort()).toEqual([mealPath, photoPath, 'mis-datos.json'].sort());
    const stored = await buffer(await ctx.app.storage.read(photo?.storageKey ?? ''));
    expect(entries.get(photoPath)?.equals(stored)).toBe(true);
    expect(entries.get(mealPath)?.subarray(0, 4).toString('latin1')).toBe('RIFF');
  });

  it('has nothing of another member’s, names a file storage lost, and is limited per hour', async () => {
    const marta = await consentingMember(ctx.app);
    await uploadProgressPhoto(marta);
    const [lost] = await ctx.database.db
      .select()
      .from(progressPhotos)
      .where(eq(progressPhotos.memberId, marta.user.id));
    await ctx.app.storage.remove(lost?.storageKey ?? '');

    const rocio = await consentingMember(ctx.app);
    const hers = await downloadZip(rocio);
    expect([...hers.keys()]).toEqual(['mis-datos.json']);

    const martas = await downloadZip(marta);
    expect(martas.get('archivos-no-encontrados.txt')?.toString('utf8')).toContain('fotos-de-progreso/');
    expect([...martas.keys()].filter((name) => name.startsWith('fotos-de-progreso/'))).toEqual([]);

    for (let done = 1; done < EXPORT_ZIP_LIMIT.max; done += 1) await downloadZip(marta);
    const refused = await marta.agent.get('/api/users/export-data.zip');
    expect([refused.statusCode, refused.json().message]).toEqual([429, PROFILE_MESSAGES.exportTooMany]);
  });

  it('answers 401 to nobody signed in', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/users/export-data.zip' })).statusCode).toBe(401);
  });
});
