import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/app-error';
import { concurrencyGate } from '../../../lib/concurrency-gate';
import { reencodePhoto } from '../../../lib/images';
import type { UploadPolicy } from './file-storage';

export interface StoredPhoto {
  key: string;
  size: number;
  width: number;
  height: number;
}

/**
 * Members' photos (messages, food journal, progress): re-encoded by us to WebP at most `longSide` pixels, so
 * what is stored never carries the camera's EXIF, its location or anything hidden after the image. At most
 * two photos decode at once per store on an instance: each holds up to 20 MB of upload and its pixels, and a
 * burst of phones sending photos must not take the server's memory.
 */
export function photoStore(
  app: FastifyInstance,
  options: { folder: string; policy: UploadPolicy; longSide: number; unreadableMessage: string },
) {
  const decoding = concurrencyGate(2);
  return (data: Buffer, contentType: string): Promise<StoredPhoto> =>
    decoding(async () => {
      const webp = await reencodePhoto(data, contentType, options.longSide).catch(() => {
        throw AppError.badRequest(options.unreadableMessage);
      });
      const stored = await app.storage.put(options.folder, Readable.from([webp.data]), {
        ...options.policy,
        contentTypes: ['image/webp'],
      });
      return { key: stored.key, size: stored.size, width: webp.width, height: webp.height };
    });
}
