import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createDiskStorage, removeAbandonedUploads } from './disk-storage';
import type { FileStorage } from './file-storage';
import { signedLinks, type SignedLinks } from './signed-links';

export type { ByteRange, FileStat, FileStorage, StoredFile, UploadPolicy } from './file-storage';
export { checkUpload } from './file-storage';
export { sendStoredFile } from './send-file';
export { photoStore, type StoredPhoto } from './photo-store';
export { sweepUnreferenced } from './orphan-sweep';

/** A short, stable tag of a stored file's random key: the `?v=` that makes a new upload a new address. */
export const storedFileVersion = (key: string) => /([a-f0-9]{12})[a-f0-9]*\.[a-z]+$/.exec(key)?.[1] ?? 'x';

/**
 * Puts a stored file (or none) in place of the one a row referenced. `swap` writes `key` and answers the
 * row with the key it displaced, or undefined when the row is gone. No file is left unreferenced: the new
 * one is removed when the swap fails or finds no row, the displaced one once it has been replaced.
 */
export async function swapStoredFile<Swapped extends { previous: string | null }>(
  storage: FileStorage,
  key: string | null,
  swap: () => Promise<Swapped | undefined>,
): Promise<Swapped | undefined> {
  const discardNew = async () => {
    if (key) await storage.remove(key);
  };
  const swapped = await swap().catch(async (error: unknown) => {
    await discardNew();
    throw error;
  });
  if (!swapped) {
    await discardNew();
    return undefined;
  }
  if (swapped.previous) await storage.remove(swapped.previous);
  return swapped;
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
    /** Signs and checks the API's own file links (used when the files are on disk). */
    fileLinks: SignedLinks;
  }
}

export interface StorageOptions {
  /** DATA_DIR: files live under DATA_DIR/files unless STORAGE_URL names an S3-compatible store. */
  dataDir: string;
  storageUrl?: string;
  secret: string;
}

/**
 * `STORAGE_URL` unset or `file:` → the local disk; `s3://bucket?…` → that bucket (ADR 0029). The S3 SDK is
 * loaded only when used: it is large, and a restart of the embedded default must stay under 2 s.
 */
export async function storageFor(options: StorageOptions, links: SignedLinks): Promise<FileStorage> {
  const url = options.storageUrl?.trim();
  if (url?.startsWith('s3://')) {
    const { createS3Storage, parseS3Url } = await import('./s3-storage');
    return createS3Storage(parseS3Url(url));
  }
  const root = url?.startsWith('file://') ? new URL(url).pathname : path.join(options.dataDir, 'files');
  return createDiskStorage(root, links);
}

/**
 * The origin the browser fetches stored files from when they are not served by this app (an S3 store's
 * signed URLs): the pages' CSP must let the PDF reader and the video player connect to it.
 */
export function storageOriginOf(storageUrl: string | undefined): string | null {
  const url = storageUrl?.trim();
  if (!url?.startsWith('s3://')) return null;
  const parsed = new URL(url);
  const endpoint = parsed.searchParams.get('endpoint');
  if (endpoint) return new URL(endpoint).origin;
  const region = parsed.searchParams.get('region') ?? 'us-east-1';
  return `https://${parsed.hostname}.s3.${region}.amazonaws.com`;
}

export default fp(
  async (app: FastifyInstance, options: StorageOptions) => {
    const links = signedLinks(options.secret);
    const storage = await storageFor(options, links);
    app.decorate('fileLinks', links);
    app.decorate('storage', storage);
    if (storage.kind === 'disk' && !options.storageUrl)
      await removeAbandonedUploads(path.join(options.dataDir, 'files'));
  },
  { name: 'storage' },
);
