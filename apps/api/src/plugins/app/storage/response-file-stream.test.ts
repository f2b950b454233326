import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_MESSAGES } from '@vitalia/shared/messages/general';
import { createDiskStorage } from './disk-storage';
import { FILE_RESPONSE_LIMITS, fileResponsesOpen, sendStoredFile } from './send-file';
import { signedLinks } from './signed-links';

const MB = 1024 * 1024;
const sha256 = (data: Buffer) => crypto.createHash('sha256').update(data).digest('hex');
/** This process's open descriptors on the served file (Linux's /proc, where the tests run). */
const openDescriptorsOn = (file: string) =>
  fs.readdirSync('/proc/self/fd').filter((fd) => {
    try {
      return fs.readlinkSync(`/proc/self/fd/${fd}`) === file;
    } catch {
      return false; // closed while listing
    }
  }).length;

/**
 * A client that reads slowly: after every piece it pauses for a random moment, so the server's writes are
 * held back (backpressure) and its three reused buffers would show any chunk overwritten too early.
 */
function slowGet(
  port: number,
  url: string,
  headers: Record<string, string> = {},
  abortAfter?: number,
  pauseMs = 5,
) {
  return new Promise<{ status: number; body: Buffer }>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const head = Object.entries({ host: 'localhost', connection: 'close', ...headers })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.write(`GET ${url} HTTP/1.1\r\n${head}\r\n`);
    const pieces: Buffer[] = [];
    let received = 0;
    socket.on('data', (piece) => {
      pieces.push(Buffer.from(piece));
      received += piece.length;
      if (abortAfter !== undefined && received > abortAfter) {
        socket.destroy();
        resolve({ status: 0, body: Buffer.alloc(0) });
        return;
      }
      socket.pause();
      setTimeout(() => socket.resume(), Math.random() < 0.2 ? pauseMs : 0);
    });
    socket.on('error', reject);
    socket.on('end', () => {
      const all = Buffer.concat(pieces);
      const at = all.indexOf('\r\n\r\n');
      resolve({ status: Number(all.subarray(9, 12).toString()), body: all.subarray(at + 4) });
    });
  });
}

describe('a stored file sent from reused buffers (ResponseFileStream)', () => {
  let app: FastifyInstance;
  let root: string;
  let port: number;
  const content = crypto.randomBytes(6 * MB + 12_345);

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'vitalia-response-stream-'));
    fs.mkdirSync(path.join(root, 'videos'));
    fs.writeFileSync(path.join(root, 'videos', 'clip.ts'), content);
    const storage = createDiskStorage(root, signedLinks('a-secret-of-at-least-32-characters-long'));
    app = Fastify();
    app.get('/file', (request, reply) =>
      sendStoredFile(request, reply, storage, 'videos/clip.ts', { cache: 'private', maxAgeSeconds: 60 }),
    );
    // A store whose stat still describes a file that is gone by the time it is opened.
    const stale = {
      key: 'videos/gone.ts',
      size: 10,
      contentType: 'video/mp2t',
      etag: '"a"',
      lastModified: new Date(),
    };
    app.get('/gone', (request, reply) =>
      sendStoredFile(request, reply, { ...storage, stat: async () => stale }, stale.key, {
        cache: 'private',
        maxAgeSeconds: 60,
      }),
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('a slow reader gets every byte of the whole file, unchanged', async () => {
    const { status, body } = await slowGet(port, '/file');
    expect(status).toBe(200);
    expect(body.length).toBe(content.length);
    expect(sha256(body)).toBe(sha256(content));
  });

  it.each([
    ['bytes=0-0', 0, 0],
    [`bytes=${MB - 1}-${3 * MB + 7}`, MB - 1, 3 * MB + 7],
    [`bytes=${5 * MB}-`, 5 * MB, 6 * MB + 12_344],
  ])('a slow reader of %s gets exactly those bytes', async (range, start, end) => {
    const { status, body } = await slowGet(port, '/file', { range });
    expect(status).toBe(206);
    expect(sha256(body)).toBe(sha256(content.subarray(start, end + 1)));
  });

  it('responses at once, one after another and some hung up share buffers without mixing bytes', async () => {
    const ranges = [
      [0, content.length - 1],
      [MB / 2, 4 * MB],
      [3 * MB + 1, 6 * MB],
      [17, 2 * MB + 17],
    ] as const;
    for (let round = 0; round < 3; round += 1) {
      // Started a few milliseconds apart, so one response takes buffers while another's last are still queued.
      const reads = ranges.map(([start, end], index) =>
        new Promise((resolve) => setTimeout(resolve, index * 3))
          .then(() => slowGet(port, '/file', { range: `bytes=${start}-${end}` }, undefined, 20))
          .then(({ body }) => ({ body, start, end })),
      );
      const hungUp = [slowGet(port, '/file', {}, MB), slowGet(port, '/file', {}, 3 * MB)];
      for (const { body, start, end } of await Promise.all(reads))
        expect(sha256(body)).toBe(sha256(content.subarray(start, end + 1)));
      await Promise.all(hungUp);
    }
  });

  it('a file removed between its stat and its opening is a Spanish 404, not a 500', async () => {
    const response = await app.inject({ method: 'GET', url: '/gone' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(FILE_MESSAGES.notFound);
  });

  it('a reader that hangs up half-way leaves no file open', async () => {
    const file = path.join(root, 'videos', 'clip.ts');
    await slowGet(port, '/file', {}, 2 * MB);
    for (let waited = 0; waited < 40 && openDescriptorsOn(file) > 0; waited += 1)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(openDescriptorsOn(file)).toBe(0);
  });
});

/** A client that asks for a range and then reads nothing, ever (issue 42 §7). */
function stalledGet(port: number, url: string, range: string) {
  const socket = net.connect(port, '127.0.0.1');
  socket.write(`GET ${url} HTTP/1.1\r\nhost: localhost\r\nrange: ${range}\r\n\r\n`);
  socket.pause();
  socket.on('error', () => undefined);
  return socket;
}

const until = async (what: string, probe: () => boolean, ms = 10_000) => {
  const started = Date.now();
  while (!probe()) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('stalled readers (issue 42 §7)', () => {
  let app: FastifyInstance;
  let root: string;
  let port: number;
  const defaults = { ...FILE_RESPONSE_LIMITS };

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'vitalia-stalled-'));
    fs.mkdirSync(path.join(root, 'videos'));
    // Larger than what loopback's socket buffers absorb, so that a reader that takes nothing stalls the response.
    fs.writeFileSync(path.join(root, 'videos', 'big.mp4'), crypto.randomBytes(32 * MB));
    const storage = createDiskStorage(root, signedLinks('a-secret-of-at-least-32-characters-long'));
    app = Fastify();
    app.get('/big', (request, reply) =>
      sendStoredFile(request, reply, storage, 'videos/big.mp4', { cache: 'private', maxAgeSeconds: 60 }),
    );
    app.setErrorHandler((error: { statusCode?: number; message: string }, _request, reply) =>
      reply.status(error.statusCode ?? 500).send({ message: error.message }),
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    Object.assign(FILE_RESPONSE_LIMITS, defaults);
    await app.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('each pins tens of kB, not megabytes; past the cap a Spanish 503 with Retry-After; places come back', async () => {
    FILE_RESPONSE_LIMITS.max = 120;
    const before = process.memoryUsage().arrayBuffers;
    const stalled = Array.from({ length: 120 }, () => stalledGet(port, '/big', 'bytes=0-'));
    await until('120 file responses streaming', () => fileResponsesOpen() === 120);
    // Let every response write what its socket takes, then weigh what is left in this process.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const perReader = (process.memoryUsage().arrayBuffers - before) / 120;
    expect(perReader).toBeLessThan(256 * 1024);

    const refused = await fetch(`http://127.0.0.1:${port}/big`, { headers: { range: 'bytes=0-10' } });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(((await refused.json()) as { message: string }).message).toBe(FILE_MESSAGES.tooManyDownloads);

    for (const socket of stalled) socket.destroy();
    await until('every place given back', () => fileResponsesOpen() === 0);
    const served = await fetch(`http://127.0.0.1:${port}/big`, { headers: { range: 'bytes=0-10' } });
    expect(served.status).toBe(206);
    expect((await served.arrayBuffer()).byteLength).toBe(11);
  });

  it('a reader that takes nothing is dropped after the stall bound', async () => {
    FILE_RESPONSE_LIMITS.stallMs = 400;
    const socket = stalledGet(port, '/big', 'bytes=0-');
    await until('its response streaming', () => fileResponsesOpen() === 1);
    const started = Date.now();
    // The server ends it (the paused client would only notice on its next read).
    await until('its place given back', () => fileResponsesOpen() === 0, 5000);
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    socket.destroy();
  });
});
