import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error';

export interface StoredFile {
  key: string;
  size: number;
  contentType: string;
}

/** What a kind of upload may be: checked before anything touches the disk. */
export interface UploadPolicy {
  maxBytes: number;
  /** Allowed types, checked against the sniffed bytes, never the client's file name or header. */
  contentTypes: readonly string[];
  tooLargeMessage: string;
  wrongTypeMessage: string;
}

/** Local disk now; an S3-compatible store can implement the same three calls later. */
export interface FileStorage {
  save(folder: string, data: Buffer, policy: UploadPolicy): Promise<StoredFile>;
  read(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
}

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
  }
}

const SIGNATURES: { type: string; extension: string; matches: (bytes: Buffer) => boolean }[] = [
  { type: 'image/jpeg', extension: 'jpg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    type: 'image/png',
    extension: 'png',
    matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    type: 'image/webp',
    extension: 'webp',
    matches: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
  {
    type: 'application/pdf',
    extension: 'pdf',
    matches: (b) => b.subarray(0, 5).toString('latin1') === '%PDF-',
  },
];

/** The content type the bytes say they are, or null. */
export function sniffContentType(data: Buffer): { type: string; extension: string } | null {
  const found = SIGNATURES.find((signature) => signature.matches(data));
  return found ? { type: found.type, extension: found.extension } : null;
}

const SAFE_KEY = /^[a-z0-9-]+\/[a-f0-9]{32}\.[a-z]+$/;

export function createLocalStorage(root: string): FileStorage {
  const fullPath = (key: string) => {
    if (!SAFE_KEY.test(key)) throw AppError.notFound();
    return path.join(root, key);
  };
  return {
    async save(folder, data, policy) {
      if (data.length === 0) throw AppError.badRequest(policy.wrongTypeMessage);
      if (data.length > policy.maxBytes) throw new AppError(413, policy.tooLargeMessage, 'PAYLOAD_TOO_LARGE');
      const sniffed = sniffContentType(data);
      if (!sniffed || !policy.contentTypes.includes(sniffed.type))
        throw AppError.badRequest(policy.wrongTypeMessage);
      const key = `${folder}/${crypto.randomBytes(16).toString('hex')}.${sniffed.extension}`;
      await fs.mkdir(path.join(root, folder), { recursive: true });
      await fs.writeFile(fullPath(key), data, { flag: 'wx' });
      return { key, size: data.length, contentType: sniffed.type };
    },
    async read(key) {
      try {
        return await fs.readFile(fullPath(key));
      } catch {
        return null;
      }
    },
    async remove(key) {
      await fs.rm(fullPath(key), { force: true });
    },
  };
}

export default fp(
  async (app: FastifyInstance, options: { root: string }) => {
    app.decorate('storage', createLocalStorage(options.root));
  },
  { name: 'storage' },
);
