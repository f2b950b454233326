import { Readable } from 'node:stream';
import { loadSharp } from '../../../lib/images';
import { AVATAR_MAX_BYTES } from '@vitalia/shared/constants/limits';
import type { FileStorage, UploadPolicy } from '../storage';
import { checkUpload } from '../storage';
import { AppError } from '../../../lib/app-error';
import { PROFILE_MESSAGES } from '@vitalia/shared/messages/profile';

export const AVATAR_POLICY: UploadPolicy = {
  maxBytes: AVATAR_MAX_BYTES,
  contentTypes: ['image/jpeg', 'image/png', 'image/webp'],
  tooLargeMessage: PROFILE_MESSAGES.avatarTooLarge,
  wrongTypeMessage: PROFILE_MESSAGES.avatarWrongType,
};
/** A member's avatar: 256 px is twice the largest place it is drawn. */
export function storeAvatar(storage: FileStorage, data: Buffer): Promise<string> {
  return storeSquareImage(storage, data, { folder: 'avatars', size: 256 });
}

/**
 * Checks the bytes (not the name or the browser's type), then re-encodes to a square WebP: what is stored
 * is always an image we made, never the uploaded file.
 */
export async function storeSquareImage(
  storage: FileStorage,
  data: Buffer,
  { folder, size }: { folder: string; size: number },
): Promise<string> {
  // The upload is small and sharp needs all of it; only the type and size checks are shared with streams.
  await checkUpload(Readable.from([data]), AVATAR_POLICY);
  const sharp = await loadSharp();
  let square: Buffer;
  try {
    square = await sharp(data, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(size, size, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw AppError.badRequest(PROFILE_MESSAGES.avatarUnreadable);
  }
  const stored = await storage.put(folder, Readable.from([square]), {
    ...AVATAR_POLICY,
    contentTypes: ['image/webp'],
  });
  return stored.key;
}
