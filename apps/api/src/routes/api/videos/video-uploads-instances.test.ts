import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ERRORS, type Locker } from '@tus/server';
import { videos } from '../../../db/schema/index';
import { buildApp } from '../../../app';
import { buildTestApp, TestAgent, testingOnPostgres, type TestContext } from '../../../../test/helper';
import { draftVideo, fakeMp4, signedInAgent } from '../../../../test/factories';
import { inMemoryS3 } from '../../../../test/in-memory-s3';
import { uploadLockerFor } from '../../../plugins/app/videos/upload-locks';

/**
 * Resumable uploads with two instances (issue 19, ADR 0042): the parts and the offset live in the shared
 * S3 bucket and the lock in PostgreSQL, so a resume may reach either instance.
 */
let bucket: ReturnType<typeof inMemoryS3>;
let ctx: TestContext;
let second: FastifyInstance;

beforeAll(async () => {
  bucket = inMemoryS3();
  ctx = await buildTestApp({
    STORAGE_URL: 's3://vitalia?endpoint=http://s3.test.invalid&region=us-east-1',
    // No ladder: this is about the upload, and the in-memory bucket need not hold renditions.
    FFMPEG_PATH: '/nonexistent/ffmpeg',
  });
  second = await buildApp({ config: ctx.config, database: ctx.database });
  await second.ready();
}, 60_000);
afterAll(async () => {
  await second?.close();
  await ctx?.close();
  bucket?.restore();
});

const TUS = { 'tus-resumable': '1.0.0' };

/** A request holding an upload's lock, which lets go when asked, as tus's request would (counted). */
async function holdUpload(locker: Locker, id: string) {
  const held = locker.newLock(id);
  let asked = 0;
  await held.lock(new AbortController().signal, async () => {
    asked += 1;
    await held.unlock();
  });
  return { askedToLetGo: () => asked };
}

describe('tus uploads across two instances on S3', () => {
  it('an upload begun on one instance resumes on the other, and is stored byte for byte', async () => {
    const { agent: onFirst, email, password } = await signedInAgent(ctx.app, { isAdmin: true });
    const onSecond = new TestAgent(second);
    expect((await onSecond.post('/api/auth/login', { email, password })).statusCode).toBe(200);
    const video = await draftVideo(onFirst, {
      title: 'Respiración en dos instancias',
      description: 'Una subida que se retoma en otra instancia.',
      category: 'Bienestar',
    });
    const file = fakeMp4(300 * 1024);
    const created = await onFirst.request({
      method: 'POST',
      url: '/api/admin/videos/uploads',
      headers: {
        ...TUS,
        'upload-length': String(file.length),
        'upload-metadata': `videoId ${Buffer.from(String(video.id)).toString('base64')}`,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const location = created.headers.location as string;
    const uploadId = location.split('/').at(-1) ?? '';
    const half = 120 * 1024;
    const first = await onFirst.request({
      method: 'PATCH',
      url: location,
      headers: { ...TUS, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      payload: file.subarray(0, half),
    });
    expect(first.statusCode, first.body).toBe(204);
    // What the first instance knows of the upload is in the bucket, not in its memory or on its disk.
    expect(bucket.objects.has(`${uploadId}.info`)).toBe(true);

    // Her connection dropped; the browser's next request reaches the other instance.
    const head = await onSecond.request({ method: 'HEAD', url: location, headers: TUS });
    expect(head.headers['upload-offset']).toBe(String(half));
    const rest = await onSecond.request({
      method: 'PATCH',
      url: location,
      headers: { ...TUS, 'upload-offset': String(half), 'content-type': 'application/offset+octet-stream' },
      payload: file.subarray(half),
    });
    expect(rest.statusCode, rest.body).toBe(200);

    const [row] = await ctx.database.db.select().from(videos).where(eq(videos.id, video.id));
    expect(bucket.objects.has(row?.sourcePath ?? '')).toBe(true);
    const chunks: Buffer[] = [];
    for await (const chunk of await second.storage.read(row?.sourcePath ?? '')) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(file)).toBe(true);
    // Nothing of tus's parts is left in the bucket, and no multipart upload stays open.
    expect([...bucket.objects.keys()].filter((key) => key.includes(uploadId))).toEqual([]);
    expect(bucket.openUploads()).toBe(0);
  });

  it('one upload is written by one request at a time, whichever instance each reaches', async () => {
    // What each instance's tus server is given (two instances of the same database).
    const one = await uploadLockerFor(ctx.database, ctx.app.db);
    const other = await uploadLockerFor(ctx.database, second.db);
    try {
      const id = crypto.randomUUID();
      const held = await holdUpload(one.locker, id);
      // The second request asks the holder to let go (tus then cancels it) and takes the lock.
      const taken = other.locker.newLock(id);
      await taken.lock(new AbortController().signal, () => undefined);
      expect(held.askedToLetGo()).toBe(1);

      // A holder that does not let go keeps the lock: a third request gives up when its request ends.
      const refused = one.locker.newLock(id);
      await expect(refused.lock(AbortSignal.timeout(300), () => undefined)).rejects.toBe(
        ERRORS.ERR_LOCK_TIMEOUT,
      );

      if (ctx.database.kind === 'postgres') {
        // A holder whose process dies loses its connection, and PostgreSQL frees the lock at once.
        await ctx.app.db.execute(
          sql`select pg_terminate_backend(pid) from pg_stat_activity
              where application_name = 'vitalia-upload-lock' and datname = current_database()`,
        );
        const afterCrash = one.locker.newLock(id);
        await afterCrash.lock(AbortSignal.timeout(5000), () => undefined);
        await afterCrash.unlock();
      } else {
        // PGlite is one process: its instances share one lock table in memory.
        expect(one.locker).toBe(other.locker);
        await taken.unlock();
      }
      // A lock no request holds is free for the next one.
      const next = other.locker.newLock(id);
      await next.lock(AbortSignal.timeout(5000), () => undefined);
      await next.unlock();
    } finally {
      await one.close();
      await other.close();
    }
  });

  // PGlite's LISTEN is inside its one process: there is no connection to lose.
  it.runIf(testingOnPostgres)(
    'a holder whose LISTEN connection dropped still lets go, once it has listened again',
    async () => {
      const one = await uploadLockerFor(ctx.database, ctx.app.db);
      const other = await uploadLockerFor(ctx.database, second.db);
      const states: string[] = [];
      const stopWatching = ctx.database.onListenState((state) => states.push(state));
      try {
        const id = crypto.randomUUID();
        const held = await holdUpload(one.locker, id);
        // The holder's instance stops hearing NOTIFY: the first request to let go is lost.
        await ctx.app.db.execute(
          sql`select pg_terminate_backend(pid) from pg_stat_activity
              where application_name = 'vitalia-listen' and datname = current_database()`,
        );
        await expect.poll(() => states, { timeout: 5000 }).toContain('down');

        // The waiting request asks again every second; once the listener is back, the holder lets go.
        const taken = other.locker.newLock(id);
        await taken.lock(AbortSignal.timeout(10_000), () => undefined);
        expect(states).toEqual(['down', 'up']);
        expect(held.askedToLetGo()).toBe(1);
        await taken.unlock();
      } finally {
        stopWatching();
        await one.close();
        await other.close();
      }
    },
  );
});
