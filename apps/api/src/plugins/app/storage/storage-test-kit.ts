import crypto from 'node:crypto';
import { Readable } from 'node:stream';

/** A PDF header (what sniffing needs) followed by noise, so byte ranges can be told apart. */
export function fakePdf(size: number): Buffer {
  const data = crypto.randomBytes(size);
  Buffer.from('%PDF-1.7\n%âãÏÓ\n', 'latin1').copy(data, 0);
  return data;
}

/** `data` as a stream of `chunkSize` pieces, the way an HTTP upload arrives. */
export function pdfStream(data: Buffer, chunkSize = 64 * 1024): Readable {
  return Readable.from(
    (function* pieces() {
      for (let offset = 0; offset < data.length; offset += chunkSize)
        yield data.subarray(offset, offset + chunkSize);
    })(),
  );
}

/** A PDF of `size` bytes made while it is read: the test itself never holds more than one chunk. */
export function generatedPdf(size: number, chunkSize = 1024 * 1024): Readable {
  return Readable.from(
    (function* pieces() {
      const first = fakePdf(Math.min(chunkSize, size));
      yield first;
      const zeros = Buffer.alloc(chunkSize);
      for (let sent = first.length; sent < size; sent += chunkSize)
        yield zeros.subarray(0, Math.min(chunkSize, size - sent));
    })(),
  );
}

export async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** The highest resident memory seen while `work` runs, above what it was before (sampled every 10 ms). */
export async function peakRssGrowthDuring(work: () => Promise<void>): Promise<number> {
  const before = process.memoryUsage.rss();
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 10);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return Math.max(peak, process.memoryUsage.rss()) - before;
}
