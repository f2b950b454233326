import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskStorage } from './disk-storage';
import type { FileStorage, UploadPolicy } from './file-storage';
import { createS3Storage } from './s3-storage';
import { signedLinks } from './signed-links';
import { bytesOf, fakePdf, generatedPdf, pdfStream, peakRssGrowthDuring } from './storage-test-kit';

/**
 * The same contract for every store: the local disk always, and an S3-compatible server (s3rver) started
 * here. What s3rver does not cover (real multipart edge cases) is in multipart.test.ts with the SDK's mock.
 */
const PDF_POLICY: UploadPolicy = {
  maxBytes: 2 * 1024 * 1024 * 1024,
  contentTypes: ['application/pdf'],
  tooLargeMessage: 'El archivo es demasiado grande.',
  wrongTypeMessage: 'Solo se aceptan archivos PDF.',
};
const SMALL_POLICY: UploadPolicy = { ...PDF_POLICY, maxBytes: 64 * 1024 };

type Store = { storage: FileStorage; close: () => Promise<void> };

async function diskStore(): Promise<Store> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'vitalia-disk-'));
  const storage = createDiskStorage(root, signedLinks('x'.repeat(32)));
  return { storage, close: () => fs.rm(root, { recursive: true, force: true }) };
}

async function s3Store(): Promise<Store> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'vitalia-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: 'vitalia-test', configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  const storage = createS3Storage({
    bucket: 'vitalia-test',
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    client,
    partSizeBytes: 5 * 1024 * 1024,
  });
  return {
    storage,
    close: async () => {
      client.destroy();
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}

const listed = async (storage: FileStorage, prefix: string) => {
  const keys: string[] = [];
  for await (const file of storage.list(prefix)) keys.push(file.key);
  return keys;
};

describe.each([
  ['disco local', diskStore],
  ['S3 (s3rver)', s3Store],
])('Almacenamiento: %s', (_name, open) => {
  let store: Store;
  let storage: FileStorage;
  beforeAll(async () => {
    store = await open();
    storage = store.storage;
  });
  afterAll(() => store.close());

  it('stores a stream under a fresh key, and stat and read give back exactly its bytes and type', async () => {
    const data = fakePdf(300_000);
    const stored = await storage.put('ebooks', pdfStream(data, 7_919), PDF_POLICY);
    expect(stored.key).toMatch(/^ebooks\/[a-f0-9]{32}\.pdf$/);
    expect(stored).toMatchObject({ size: data.length, contentType: 'application/pdf' });
    const stat = await storage.stat(stored.key);
    expect(stat).toMatchObject({ key: stored.key, size: data.length, contentType: 'application/pdf' });
    expect(stat?.etag).toMatch(/^".+"$/);
    expect(Buffer.compare(await bytesOf(await storage.read(stored.key)), data)).toBe(0);
  });

  it('reads exact byte ranges: the first byte, a middle slice, the last byte', async () => {
    const data = fakePdf(100_000);
    const { key } = await storage.put('ebooks', pdfStream(data), PDF_POLICY);
    for (const [start, end] of [
      [0, 0],
      [12_345, 54_321],
      [99_999, 99_999],
    ] as const) {
      const slice = await bytesOf(await storage.read(key, { start, end }));
      expect([start, end, slice.length, Buffer.compare(slice, data.subarray(start, end + 1))]).toEqual([
        start,
        end,
        end - start + 1,
        0,
      ]);
    }
  });

  it('refuses another type, an empty body and an oversized one, and keeps nothing of them', async () => {
    const text = Readable.from([Buffer.from('<html><script>alert(1)</script></html>'.repeat(200))]);
    await expect(storage.put('refused', text, PDF_POLICY)).rejects.toMatchObject({
      statusCode: 400,
      message: 'Solo se aceptan archivos PDF.',
    });
    await expect(storage.put('refused', Readable.from([]), PDF_POLICY)).rejects.toMatchObject({
      statusCode: 400,
    });
    await expect(storage.put('refused', pdfStream(fakePdf(200_000)), SMALL_POLICY)).rejects.toMatchObject({
      statusCode: 413,
      message: 'El archivo es demasiado grande.',
    });
    expect(await listed(storage, 'refused/')).toEqual([]);
  });

  it('lists by prefix (nested folders too) and nothing outside it', async () => {
    const a = await storage.put('course/7/pdf', pdfStream(fakePdf(5_000)), PDF_POLICY);
    const b = await storage.put('course/7/extra', pdfStream(fakePdf(6_000)), PDF_POLICY);
    const other = await storage.put('course/70/pdf', pdfStream(fakePdf(7_000)), PDF_POLICY);
    const keys = await listed(storage, 'course/7/');
    expect(keys.sort()).toEqual([a.key, b.key].sort());
    expect(keys).not.toContain(other.key);
  });

  it('removes a file (twice is fine), and a missing file is null to stat and a Spanish 404 to read', async () => {
    const { key } = await storage.put('gone', pdfStream(fakePdf(5_000)), PDF_POLICY);
    await storage.remove(key);
    await storage.remove(key);
    expect(await storage.stat(key)).toBeNull();
    await expect(storage.read(key)).rejects.toMatchObject({
      statusCode: 404,
      message: 'El archivo no existe.',
    });
  });

  it('refuses path traversal and odd keys on every call', async () => {
    const odd = [
      '../etc/passwd.pdf',
      'avatars/../../secret.pdf',
      '/etc/passwd.pdf',
      'Avatars/X.PDF',
      'avatars\\x.pdf',
      'avatars/.hidden.pdf',
      'avatars/x',
      'x.pdf',
      'avatars//x.pdf',
      'avatars/x.pdf\u0000.png',
      'avatars/%2e%2e/x.pdf',
      '',
    ];
    for (const key of odd) {
      await expect(storage.stat(key), key).rejects.toMatchObject({ statusCode: 404 });
      await expect(storage.read(key), key).rejects.toMatchObject({ statusCode: 404 });
      await expect(storage.remove(key), key).rejects.toMatchObject({ statusCode: 404 });
      await expect(storage.signedUrl(key, { ttlSeconds: 60 }), key).rejects.toMatchObject({
        statusCode: 404,
      });
    }
    for (const prefix of ['../', '/', '', 'a/../', 'A/'])
      await expect(listed(storage, prefix), prefix).rejects.toMatchObject({ statusCode: 400 });
    await expect(storage.put('../up', pdfStream(fakePdf(5_000)), PDF_POLICY)).rejects.toMatchObject({
      statusCode: 400,
    });
  });

  it('signs a link for one file that carries the requested disposition and name', async () => {
    const { key } = await storage.put('signed', pdfStream(fakePdf(5_000)), PDF_POLICY);
    const url = new URL(
      await storage.signedUrl(key, {
        ttlSeconds: 60,
        disposition: 'attachment',
        filename: 'Guía de colaciones.pdf',
      }),
      // The disk's links are root-relative; S3's are absolute and keep their own origin.
      'http://localhost',
    );
    expect(url.pathname.endsWith(key)).toBe(true);
    if (storage.kind === 's3') {
      const answer = await fetch(url, { headers: { range: 'bytes=0-4' } });
      expect(answer.status).toBe(206);
      expect(await answer.text()).toBe('%PDF-');
      expect(answer.headers.get('content-disposition')).toContain(
        "filename*=UTF-8''Gu%C3%ADa%20de%20colaciones.pdf",
      );
    } else {
      // The disk's links are served by the API; api/files tests open them.
      expect(url.searchParams.get('disp')).toBe('attachment');
      expect(url.searchParams.get('sig')).toBeTruthy();
    }
  });

  it('takes a 256 MB upload with memory flat (the stream is never held whole)', async () => {
    const size = 256 * 1024 * 1024;
    let stored: { key: string; size: number } | undefined;
    const growth = await peakRssGrowthDuring(async () => {
      stored = await storage.put('big', generatedPdf(size), PDF_POLICY);
    });
    expect(stored?.size).toBe(size);
    expect(growth).toBeLessThan(96 * 1024 * 1024);
    if (stored) await storage.remove(stored.key);
  }, 120_000);
});

describe('Almacenamiento en disco: 1 GB', () => {
  it('streams a 1 GB upload to disk with RSS growth under 64 MB and the bytes intact', async () => {
    const store = await diskStore();
    try {
      const size = 1024 * 1024 * 1024;
      let stored: { key: string; size: number } | undefined;
      const growth = await peakRssGrowthDuring(async () => {
        stored = await store.storage.put('big', generatedPdf(size), PDF_POLICY);
      });
      expect(stored?.size).toBe(size);
      expect((await store.storage.stat(stored?.key ?? ''))?.size).toBe(size);
      expect(growth).toBeLessThan(64 * 1024 * 1024);
    } finally {
      await store.close();
    }
  }, 180_000);
});
