import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import { FILE_MESSAGES } from '@vitalia/shared/messages/general';
import { AppError } from '../../../lib/app-error';

/** What a kind of upload may be: checked on the bytes as they arrive, before anything is kept. */
export interface UploadPolicy {
  maxBytes: number;
  /** Allowed types, checked against the sniffed bytes, never the client's file name or header. */
  contentTypes: readonly string[];
  tooLargeMessage: string;
  wrongTypeMessage: string;
  /** Said of a zero-byte upload (else the wrong-type message). */
  emptyMessage?: string;
}

export interface StoredFile {
  key: string;
  size: number;
  contentType: string;
}

export interface FileStat extends StoredFile {
  /** A strong validator for the exact bytes (keys are never rewritten, so it changes only with the key). */
  etag: string;
  lastModified: Date;
}

/** Inclusive byte positions, as in an HTTP `Range` header. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface SignedUrlOptions {
  ttlSeconds: number;
  disposition?: 'inline' | 'attachment';
  /** The name a browser saves the file under; made safe by the store. */
  filename?: string;
}

/**
 * Every stored file goes through this: avatars, trainer photos, and next PDFs, videos and their segments.
 * Nothing here holds a whole file in memory; bodies are streams and reads take a byte range.
 */
export interface FileStorage {
  readonly kind: 'disk' | 's3';
  /** Stores `body` under `folder/<random>.<ext>`; past the size limit or of another type, keeps nothing. */
  put(folder: string, body: Readable, policy: UploadPolicy): Promise<StoredFile>;
  /**
   * Stores bytes this app made itself (a transcoder's playlists and segments) under a key it chose, with
   * no sniffing: never for anything a person uploaded. The file appears whole or not at all.
   */
  write(key: string, body: Readable): Promise<StoredFile>;
  stat(key: string): Promise<FileStat | null>;
  /** The bytes of `key` (or of `range` within it); a missing key is a Spanish 404. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /**
   * The same bytes as `read`, for an HTTP response only: its chunks come from reused buffers and are valid
   * only until piped on (ResponseFileStream). Stores without it are read with `read`.
   */
  readForResponse?(file: FileStat, range?: ByteRange): Readable & { release(): void };
  /** Removing a missing key is not an error: a retried clean-up must succeed. */
  remove(key: string): Promise<void>;
  list(prefix: string): AsyncIterable<FileStat>;
  /** An address that opens this one file, for a while, without a session. */
  signedUrl(key: string, options: SignedUrlOptions): Promise<string>;
}

/**
 * Keys are lowercase path segments ending in a name with an extension: `avatars/3f…9a.webp`,
 * `videos/12/720p/seg-00001.ts`. No `..`, no leading dot, no backslash, no empty segment.
 */
const KEY = /^(?:[a-z0-9][a-z0-9_-]{0,62}\/){1,6}[a-z0-9][a-z0-9_-]{0,94}\.[a-z0-9]{1,8}$/;
const PREFIX = /^(?:[a-z0-9][a-z0-9_-]{0,62}\/){1,6}$/;

export function isSafeKey(key: string): boolean {
  return key.length <= 400 && KEY.test(key);
}

export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw AppError.notFound(FILE_MESSAGES.notFound);
}

export function assertSafePrefix(prefix: string): void {
  if (!PREFIX.test(prefix)) throw AppError.badRequest(FILE_MESSAGES.badKey);
}

export function newKey(folder: string, extension: string): string {
  const key = `${folder}/${crypto.randomBytes(16).toString('hex')}.${extension}`;
  if (!isSafeKey(key)) throw AppError.badRequest(FILE_MESSAGES.badKey);
  return key;
}

/** The types Vitalia stores, by the extension its keys carry (a key's extension comes from sniffing). */
const TYPES_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
  heic: 'image/heic',
  epub: 'application/epub+zip',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  ts: 'video/mp2t',
  m3u8: 'application/vnd.apple.mpegurl',
  vtt: 'text/vtt',
  csv: 'text/csv',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
};

export function contentTypeOf(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1);
  return TYPES_BY_EXTENSION[extension] ?? 'application/octet-stream';
}

const CSV = { ext: 'csv', mime: 'text/csv' } as const;

/**
 * Text has no magic number: a policy that takes CSV accepts a head that is UTF-8 (a character cut at the
 * window's end aside), without NUL or other control bytes, whose first line holds a comma or semicolon.
 */
function looksLikeCsv(head: Buffer, policy: UploadPolicy): boolean {
  if (!policy.contentTypes.includes(CSV.mime)) return false;
  const text = head.toString('utf8').replace(/\uFFFD{1,3}$/, '');
  // Control bytes other than tab, line feed and carriage return mean a binary file.
  const binary = [...head].some((byte) => byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d);
  if (text.includes('\uFFFD') || binary) return false;
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  return /[,;]/.test(firstLine);
}

/** file-type's own detection window: every format it knows is decided within these first bytes. */
const SNIFF_BYTES = 4100;

export interface CheckedUpload {
  contentType: string;
  extension: string;
  /** The same bytes, re-emitted; counting on as they pass and failing past the limit. */
  chunks: AsyncIterable<Buffer>;
  /** Bytes that went through `chunks`, once it has ended. */
  size(): number;
}

/**
 * Reads just enough of `body` to know its type (file-type's detection window), refuses a type the policy
 * does not allow before anything is written, and hands on the rest as it arrives, throwing once the
 * size limit is passed: a store writes what it receives and discards it when the stream fails.
 */
export async function checkUpload(body: Readable, policy: UploadPolicy): Promise<CheckedUpload> {
  const iterator = (body as AsyncIterable<Buffer | string>)[Symbol.asyncIterator]();
  let size = 0;
  const take = (chunk: Buffer | string): Buffer => {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    size += bytes.length;
    if (size > policy.maxBytes) throw new AppError(413, policy.tooLargeMessage, 'PAYLOAD_TOO_LARGE');
    return bytes;
  };
  const headChunks: Buffer[] = [];
  let headLength = 0;
  let ended = false;
  try {
    while (headLength < SNIFF_BYTES) {
      const next = await iterator.next();
      if (next.done) {
        ended = true;
        break;
      }
      const bytes = take(next.value);
      headChunks.push(bytes);
      headLength += bytes.length;
    }
  } catch (error) {
    body.destroy();
    throw error;
  }
  const head = Buffer.concat(headChunks);
  if (head.length === 0) {
    body.destroy();
    throw AppError.badRequest(policy.emptyMessage ?? policy.wrongTypeMessage);
  }
  // Loaded on the first upload, not at start-up.
  const { fileTypeFromBuffer } = await import('file-type');
  const sniffed = (await fileTypeFromBuffer(head)) ?? (looksLikeCsv(head, policy) ? CSV : undefined);
  const contentType = sniffed && TYPES_BY_EXTENSION[sniffed.ext] === sniffed.mime ? sniffed.mime : null;
  if (!sniffed || !contentType || !policy.contentTypes.includes(contentType)) {
    body.destroy();
    throw AppError.badRequest(policy.wrongTypeMessage);
  }
  async function* chunks(): AsyncGenerator<Buffer> {
    try {
      yield head;
      if (ended) return;
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield take(next.value);
    } finally {
      // A store that gave up (or a limit passed) leaves the rest of the upload unread: release it.
      if (!body.readableEnded) body.destroy();
    }
  }
  return { contentType, extension: sniffed.ext, chunks: chunks(), size: () => size };
}
