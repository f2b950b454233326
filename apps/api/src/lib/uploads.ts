import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { AVATAR_MAX_BYTES } from '@vitalia/shared/constants/limits';
import { AppError } from './app-error';
import { storageFault } from './storage-faults';
import { PROFILE_MESSAGES } from '@vitalia/shared/messages/profile';

const BROKEN_UPLOAD = PROFILE_MESSAGES.uploadBroken;

/**
 * Reads the one image of a multipart upload. Every way a multipart body can be wrong (no boundary, cut
 * short, too big, not multipart) becomes a Spanish 4xx, never a 500.
 */
export async function readImageUpload(request: FastifyRequest, field: string): Promise<Buffer> {
  if (!request.isMultipart())
    throw new AppError(415, PROFILE_MESSAGES.avatarNotMultipart(field), 'UNSUPPORTED_MEDIA_TYPE');
  const tooLarge = () => new AppError(413, PROFILE_MESSAGES.avatarTooLarge, 'PAYLOAD_TOO_LARGE');
  try {
    const file = await request.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } });
    if (!file) throw AppError.badRequest(PROFILE_MESSAGES.avatarMissing);
    const data = await file.toBuffer();
    if (file.file.truncated) throw tooLarge();
    return data;
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw tooLarge();
    throw AppError.badRequest(BROKEN_UPLOAD);
  }
}

/**
 * Opens the one file of a multipart upload as a stream (large files: never buffered) and hands it to
 * `store`. Multipart faults and a file past `maxBytes` become Spanish 4xx; `store` checks type and size too.
 */
export async function streamFileUpload<T>(
  request: FastifyRequest,
  field: string,
  messages: { notMultipart: string; missing: string; tooLarge: string },
  maxBytes: number,
  store: (body: Readable, declared: { fileName: string; mimeType: string }) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) throw new AppError(415, messages.notMultipart, 'UNSUPPORTED_MEDIA_TYPE');
  const tooLarge = () => new AppError(413, messages.tooLarge, 'PAYLOAD_TOO_LARGE');
  const multipartFault = (error: unknown) => {
    if (error instanceof AppError) return error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
      return tooLarge();
    // The server's disk refused the write: its fault, not the file's (issue 43 §8).
    return storageFault(error) ?? AppError.badRequest(BROKEN_UPLOAD);
  };
  // One byte over the limit reaches `store`, whose own check then answers "too large".
  const file = await request
    .file({ limits: { fileSize: maxBytes + 1, files: 1 } })
    .catch((error: unknown) => Promise.reject(multipartFault(error)));
  if (!file || file.fieldname !== field) {
    file?.file.resume();
    throw AppError.badRequest(messages.missing);
  }
  return store(file.file, { fileName: file.filename, mimeType: file.mimetype }).catch((error: unknown) =>
    Promise.reject(multipartFault(error)),
  );
}

/** An upload's checked chunks in one buffer (a photo is decoded whole; a PDF or a video never is). */
export async function collectChunks(chunks: AsyncIterable<Buffer>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  return Buffer.concat(parts);
}
