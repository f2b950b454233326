import crypto from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FILE_MESSAGES } from '@vitalia/shared/messages/general';
import { AppError } from '../../../lib/app-error';
import type { FileStat, FileStorage } from './file-storage';
import { assertSafeKey, assertSafePrefix, checkUpload, contentTypeOf, newKey } from './file-storage';
import { ResponseFileStream } from './response-file-stream';
import type { SignedLinks } from './signed-links';

/** Uploads in progress; a process killed mid-write leaves its part here, never under a real key. */
export const INCOMING = '.incoming';

/**
 * Files under `root` (DATA_DIR/files), the embedded default. A file appears under its key only once it is
 * whole (written aside, then renamed), so a reader never sees half an upload.
 */
export function createDiskStorage(root: string, links: SignedLinks): FileStorage {
  const fullPath = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  const statOf = async (key: string): Promise<FileStat | null> => {
    try {
      const found = await fs.stat(fullPath(key));
      if (!found.isFile()) return null;
      return {
        key,
        size: found.size,
        contentType: contentTypeOf(key),
        etag: `"${found.size.toString(16)}-${Math.floor(found.mtimeMs).toString(16)}"`,
        lastModified: found.mtime,
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  };

  async function* walk(folder: string): AsyncGenerator<string> {
    let entries;
    try {
      entries = await fs.readdir(path.join(root, folder), { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      if (entry.name.startsWith('.')) continue;
      if (entry.isDirectory()) yield* walk(`${folder}${entry.name}/`);
      else if (entry.isFile()) yield `${folder}${entry.name}`;
    }
  }

  return {
    kind: 'disk',

    async put(folder, body, policy) {
      const upload = await checkUpload(body, policy);
      const key = newKey(folder, upload.extension);
      const incoming = path.join(root, INCOMING, `${crypto.randomBytes(12).toString('hex')}.part`);
      await fs.mkdir(path.dirname(incoming), { recursive: true });
      try {
        await pipeline(Readable.from(upload.chunks), createWriteStream(incoming, { flags: 'wx' }));
        await fs.mkdir(path.dirname(fullPath(key)), { recursive: true });
        await fs.rename(incoming, fullPath(key));
      } catch (error) {
        await fs.rm(incoming, { force: true });
        throw error;
      }
      return { key, size: upload.size(), contentType: upload.contentType };
    },

    async write(key, body) {
      const target = fullPath(key);
      const incoming = path.join(root, INCOMING, `${crypto.randomBytes(12).toString('hex')}.part`);
      await fs.mkdir(path.dirname(incoming), { recursive: true });
      try {
        await pipeline(body, createWriteStream(incoming, { flags: 'wx' }));
        await fs.mkdir(path.dirname(target), { recursive: true });
        await fs.rename(incoming, target);
      } catch (error) {
        await fs.rm(incoming, { force: true });
        throw error;
      }
      const written = await statOf(key);
      return { key, size: written?.size ?? 0, contentType: contentTypeOf(key) };
    },

    stat: statOf,

    async read(key, range) {
      const found = await statOf(key);
      if (!found) throw AppError.notFound(FILE_MESSAGES.notFound);
      // 1 MB reads: a long response leaves several times faster than with the 64 kB default.
      return createReadStream(fullPath(key), {
        highWaterMark: 1024 * 1024,
        ...(range ? { start: range.start, end: range.end } : {}),
      });
    },

    readForResponse(file, range) {
      return new ResponseFileStream(fullPath(file.key), file.size, range);
    },

    async remove(key) {
      await fs.rm(fullPath(key), { force: true });
    },

    async *list(prefix) {
      assertSafePrefix(prefix);
      for await (const key of walk(prefix)) {
        const found = await statOf(key);
        if (found) yield found;
      }
    },

    async signedUrl(key, options) {
      assertSafeKey(key);
      return links.sign(key, options);
    },
  };
}

/** Parts left by processes that died mid-upload, older than a day (a live upload is younger). */
export async function removeAbandonedUploads(root: string, now = Date.now()): Promise<number> {
  const folder = path.join(root, INCOMING);
  let removed = 0;
  for (const name of await fs.readdir(folder).catch(() => [] as string[])) {
    const file = path.join(folder, name);
    const found = await fs.stat(file).catch(() => null);
    if (found && now - found.mtimeMs > 24 * 3600 * 1000) {
      await fs.rm(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}
