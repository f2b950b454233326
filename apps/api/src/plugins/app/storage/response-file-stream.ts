import type { FileHandle } from 'node:fs/promises';
import fs from 'node:fs/promises';
import { Readable } from 'node:stream';
import { FILE_MESSAGES } from '@vitalia/shared/messages/general';
import { AppError } from '../../../lib/app-error';
import type { ByteRange } from './file-storage';

/**
 * 64 KiB: what one stalled reader can pin (issue 42 §7). With 1 MB chunks a client that asked for a range and
 * never read held a whole chunk queued on its socket and another read ahead, ~2 MB each: 300 of them took
 * 640 MB. The chunk is also `fs.createReadStream`'s default, and the reuse keeps garbage collection away.
 */
export const CHUNK_BYTES = 64 * 1024;

/**
 * Three buffers are enough: `_read` for chunk n runs only once chunk n−1 has been handed on (written to the
 * response), which a pipe does only after the write of chunk n−2 returned or drained; at that point every
 * byte of chunk n−3 is with the kernel (writes leave in order, and a write of a 1 MB chunk returns true only
 * with less than the socket's high-water mark, 64 kB, still queued: all of it from that chunk).
 */
const POOL_SIZE = 3;

/**
 * Buffers of finished responses, kept for the next ones: without them every request still allocated its
 * three, and reading 8 MB ranges back to back was a third garbage collection. At most 4 MB are kept.
 */
const spare: Buffer[] = [];
const MAX_SPARE = 64;

/**
 * A file (or a range of it) read for an HTTP response into three reused 64 KiB buffers (issue 19, the stored
 * file budgets). `fs.createReadStream` allocates a new buffer for every read: streaming a 200 MB video,
 * that is 200 MB of memory outside the JavaScript heap which only a full garbage collection frees; here
 * those collections took more time than the reads themselves, and the process grew by 60–85 MB per file.
 *
 * A chunk is valid only until the consumer has passed it on: this stream is for `reply.send` (a pipe into
 * the response) and nothing that keeps chunks (collecting them, async iteration into an array). Once the
 * response has closed (every byte with the kernel, or the client gone), `release()` gives its buffers to
 * the next response.
 */
export class ResponseFileStream extends Readable {
  private handle: FileHandle | null = null;
  private readonly pool: Buffer[] = [];
  private turn = 0;
  private reading: Promise<unknown> | null = null;
  private position: number;
  private readonly end: number;

  constructor(
    private readonly filePath: string,
    size: number,
    range?: ByteRange,
  ) {
    // A high-water mark of one byte: the stream holds at most the chunk being handed on, never reads ahead.
    super({ highWaterMark: 1 });
    this.position = range?.start ?? 0;
    this.end = range ? range.end : size - 1;
  }

  override _construct(callback: (error?: Error | null) => void): void {
    fs.open(this.filePath, 'r').then(
      (handle) => {
        this.handle = handle;
        callback();
      },
      (error: NodeJS.ErrnoException) =>
        // Removed since the caller's stat (a clean-up, a replaced file): the same 404 `read()` gives, sent
        // before any header has left.
        callback(error.code === 'ENOENT' ? AppError.notFound(FILE_MESSAGES.notFound) : error),
    );
  }

  override _read(): void {
    const remaining = this.end - this.position + 1;
    if (remaining <= 0 || !this.handle) {
      this.push(null);
      return;
    }
    const buffer = (this.pool[this.turn] ??= spare.pop() ?? Buffer.allocUnsafeSlow(CHUNK_BYTES));
    this.turn = (this.turn + 1) % POOL_SIZE;
    const reading = this.handle.read(buffer, 0, Math.min(CHUNK_BYTES, remaining), this.position);
    this.reading = reading;
    reading.then(
      ({ bytesRead }) => {
        if (bytesRead === 0) {
          // The file became shorter than its stat said: end here; the response is then short and the
          // client sees a truncated body rather than bytes of another file.
          this.push(null);
          return;
        }
        this.position += bytesRead;
        this.push(buffer.subarray(0, bytesRead));
      },
      (error: Error) => this.destroy(error),
    );
  }

  /** Called once the response has closed: no write of it still holds these buffers. */
  release(): void {
    this.destroy();
    const buffers = this.pool.splice(0);
    // A read still under way (a client gone mid-file) writes into its buffer: that one waits for it.
    const giveBack = () => spare.push(...buffers.slice(0, MAX_SPARE - spare.length));
    (this.reading ?? Promise.resolve()).then(giveBack, giveBack);
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    const handle = this.handle;
    this.handle = null;
    if (!handle) return callback(error);
    handle.close().then(
      () => callback(error),
      () => callback(error),
    );
  }
}
