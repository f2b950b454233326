import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { FILE_MESSAGES } from '@vitalia/shared/messages/general';
import { AppError } from '../../../lib/app-error';
import { contentDisposition } from './content-disposition';
import type { ByteRange, FileStat, FileStorage } from './file-storage';

export const FILE_RESPONSE_LIMITS = {
  /**
   * File bodies one process streams at once (issue 42 §7). Each holds a few of its 64 KiB buffers; beyond
   * this a request gets a Spanish 503 with Retry-After instead of more memory, so a crowd of stalled readers
   * cannot exhaust the process. An HLS viewer fetches one segment at a time.
   */
  max: 256,
  /**
   * A file response whose client takes nothing for this long is dropped, freeing its place and buffers (a
   * player that paused keeps its connection idle between requests, not in the middle of one). Once the body
   * is sent, Node's keep-alive timeout takes over the socket again. Tests shorten it.
   */
  stallMs: 30_000,
};
let openFileResponses = 0;

/** How many file bodies are streaming now (the bench and the tests read it). */
export const fileResponsesOpen = () => openFileResponses;

export interface SendFileOptions {
  /** `private` for anything behind a session or a plan, `public` for what anyone may see. */
  cache: 'private' | 'public';
  maxAgeSeconds: number;
  disposition?: 'inline' | 'attachment';
  /** The name shown when saved; absent, the browser picks one from the address. */
  filename?: string;
  notFoundMessage?: string;
}

/**
 * The one range a request asks for: null for the whole file (no header, another unit, several ranges or a
 * malformed one, all of which HTTP lets a server answer in full), 'unsatisfiable' when it starts past the end.
 */
export function requestedRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Number(last);
  if (last !== '' && end < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: Math.min(end, size - 1) };
}

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

function notModified(request: FastifyRequest, file: FileStat): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch)
    return (
      ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(file.etag))
    );
  const ifModifiedSince = request.headers['if-modified-since'];
  if (!ifModifiedSince) return false;
  const since = Date.parse(ifModifiedSince);
  return !Number.isNaN(since) && Math.floor(file.lastModified.getTime() / 1000) <= Math.floor(since / 1000);
}

/** `If-Range` with another validator means the file changed: the whole new file, not a piece of it. */
function rangeStillApplies(request: FastifyRequest, file: FileStat): boolean {
  const ifRange = [request.headers['if-range']].flat()[0]?.trim();
  if (!ifRange) return true;
  if (ifRange.startsWith('"') || ifRange.startsWith('W/')) return ifRange === file.etag;
  const date = Date.parse(ifRange);
  return !Number.isNaN(date) && Math.floor(file.lastModified.getTime() / 1000) <= Math.floor(date / 1000);
}

/**
 * Every route that sends a stored file sends it through here: type from the store, validators and 304,
 * one byte range (206, or 416 past the end), a safe Spanish file name, no sniffing by the browser, and a
 * cache policy the route chose. The body streams from the store; nothing is held whole.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: FileStorage,
  key: string | null | undefined,
  options: SendFileOptions,
): Promise<FastifyReply> {
  const file = key ? await storage.stat(key) : null;
  if (!file) throw AppError.notFound(options.notFoundMessage ?? FILE_MESSAGES.notFound);

  reply
    .header('etag', file.etag)
    .header('last-modified', file.lastModified.toUTCString())
    .header('cache-control', `${options.cache}, max-age=${options.maxAgeSeconds}`)
    .header('accept-ranges', 'bytes')
    .header('x-content-type-options', 'nosniff');
  if (options.cache === 'private') reply.header('vary', 'Cookie');
  if (notModified(request, file)) return reply.code(304).send();

  const range = rangeStillApplies(request, file) ? requestedRange(request.headers.range, file.size) : null;
  if (range === 'unsatisfiable') {
    reply.header('content-range', `bytes */${file.size}`);
    throw new AppError(416, FILE_MESSAGES.rangeNotSatisfiable, 'RANGE_NOT_SATISFIABLE');
  }
  if (openFileResponses >= FILE_RESPONSE_LIMITS.max) {
    reply.header('retry-after', '5');
    throw new AppError(503, FILE_MESSAGES.tooManyDownloads, 'SERVICE_UNAVAILABLE');
  }
  openFileResponses += 1;
  let counted = true;
  const done = () => {
    if (counted) openFileResponses -= 1;
    counted = false;
  };
  // 'close' for a socket (a client gone too); 'finish' as well for in-process responses (tests' inject).
  reply.raw.once('close', done).once('finish', done);
  reply.raw.setTimeout(FILE_RESPONSE_LIMITS.stallMs, () => reply.raw.destroy());
  let body: Readable;
  if (storage.readForResponse) {
    const pooled = storage.readForResponse(file, range ?? undefined);
    // Its buffers go back to the pool only once the response is over (ResponseFileStream).
    reply.raw.once('close', () => pooled.release());
    body = pooled;
  } else body = await storage.read(file.key, range ?? undefined);
  reply.header('content-type', file.contentType);
  if (options.disposition || options.filename)
    reply.header(
      'content-disposition',
      contentDisposition(options.disposition ?? 'inline', options.filename),
    );
  if (range) {
    reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
      .header('content-length', range.end - range.start + 1);
  } else {
    reply.header('content-length', file.size);
  }
  return reply.send(body);
}
