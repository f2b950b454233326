import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { FileStore } from '@tus/file-store';
import { Upload } from '@tus/server';
import { readUpload, readyFileStore, uploadIdsOf } from './tus-internals';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'vitalia-tus-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** Fails on a @tus/file-store upgrade that moves what tus-internals.ts reaches into (issue 44 §6). */
describe('what we use of tus beyond its DataStore API', () => {
  it('FileStore still has the private mkdir we turn off, and ours makes the directory first', async () => {
    expect(typeof (FileStore.prototype as unknown as Record<string, unknown>).checkOrCreateDirectory).toBe(
      'function',
    );
    const directory = path.join(root, 'nested', 'uploads');
    await readyFileStore(directory, 60_000);
    expect(fs.statSync(directory).isDirectory()).toBe(true);
  });

  it('reads a written upload back and lists it by id', async () => {
    const store = await readyFileStore(path.join(root, 'store'), 60_000);
    const upload = new Upload({ id: 'abc123', size: 5, offset: 0, metadata: { videoId: '1' } });
    await store.create(upload);
    await store.write(Readable.from([Buffer.from('hola!')]), upload.id, 0);
    expect(await text(await readUpload(store, upload.id))).toBe('hola!');
    expect(await uploadIdsOf(store)).toEqual(['abc123']);
  });
});
