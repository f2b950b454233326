import fs from 'node:fs';
import type { Readable } from 'node:stream';
import type { DataStore } from '@tus/server';

/**
 * Everything Vitalia uses of tus's stores beyond their documented `DataStore` API, in one module with an
 * upgrade test (tus-internals.test.ts) that fails loudly when @tus/file-store changes (issue 44 §6; the rule
 * for reaching into a dependency is in docs/guiding-principles.md). Three things:
 * - FileStore's constructor starts a mkdir it never awaits and throws from its callback, an uncaught
 *   exception, if that fails (seen when a short test run removed its data directory first): the directory
 *   is made here, awaited, and its private `checkOrCreateDirectory` turned off on a subclass;
 * - `read(id)`, the finished upload's bytes, is on both stores but not on `DataStore`;
 * - `configstore.list()`, the uploads on disk, for the ones a crash left complete but unfinished.
 */
export async function readyFileStore(directory: string, expirationPeriodInMilliseconds: number) {
  const { FileStore } = await import('@tus/file-store');
  await fs.promises.mkdir(directory, { recursive: true });
  const ReadyFileStore = class extends FileStore {};
  (ReadyFileStore.prototype as unknown as { checkOrCreateDirectory(): void }).checkOrCreateDirectory =
    () => {};
  return new ReadyFileStore({ directory, expirationPeriodInMilliseconds });
}

/** The bytes of upload `id` (disk or S3). */
export async function readUpload(datastore: DataStore, id: string): Promise<Readable> {
  const store = datastore as unknown as { read(id: string): Readable | Promise<Readable> };
  return store.read(id);
}

/** The ids of the uploads a disk store holds; null for a store that cannot list them (S3). */
export async function uploadIdsOf(datastore: DataStore): Promise<string[] | null> {
  const listing = (datastore as unknown as { configstore?: { list?(): Promise<string[]> } }).configstore;
  if (!listing?.list) return null;
  return listing.list().catch(() => []);
}
