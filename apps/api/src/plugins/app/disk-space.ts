import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES } from '@vitalia/shared/api';
import { API_ERRORS } from '@vitalia/shared/messages/general';
import { AppError } from '../../lib/app-error';

/** How often the free space of DATA_DIR is read (a statfs; requests only read the last figure). */
const CHECK_MS = 5000;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Leaving is always possible: a sign-out writes little and must never be refused. */
const ALWAYS_ALLOWED = new Set(['/api/auth/logout']);

export interface DiskSpace {
  /** Free megabytes for this process under DATA_DIR at the last reading; null until the first one. */
  freeMb(): number | null;
  /** Whether writes are refused because the free space is under the configured floor. */
  low(): boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    diskSpace: DiskSpace;
  }
}

/**
 * Writes are refused with a Spanish 503 before the disk under DATA_DIR is full (issue 43 §8): a full disk
 * under the embedded database froze the server, and half-written uploads stayed behind. Reads go on. The free
 * space is in /api/health; going under the floor and back over are logged once each for the operator.
 */
export default fp(
  async (app: FastifyInstance, options: { dataDir: string; minFreeMb: number }) => {
    let freeMb: number | null = null;
    let low = false;
    const read = async () => {
      try {
        const stats = await fs.promises.statfs(options.dataDir);
        freeMb = Math.floor((stats.bavail * stats.bsize) / (1024 * 1024));
        const nowLow = freeMb < options.minFreeMb;
        if (nowLow !== low)
          app.log[nowLow ? 'error' : 'info'](
            { freeMb, minFreeMb: options.minFreeMb, dataDir: options.dataDir },
            nowLow
              ? 'low disk space under DATA_DIR: writes are refused with 503 until space is freed'
              : 'disk space under DATA_DIR is back over the floor: writes accepted again',
          );
        low = nowLow;
      } catch (error) {
        app.log.warn({ err: { message: (error as Error).message } }, 'could not read free disk space');
      }
    };
    await fs.promises.mkdir(options.dataDir, { recursive: true });
    await read();
    const timer = setInterval(() => void read(), CHECK_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
    app.decorate('diskSpace', { freeMb: () => freeMb, low: () => low });
    app.addHook('onRequest', async (request, reply) => {
      if (!low || !WRITES.has(request.method) || ALWAYS_ALLOWED.has(request.url.split('?')[0] ?? '')) return;
      reply.header('retry-after', '60');
      throw new AppError(503, API_ERRORS.diskFull, ERROR_CODES.SERVICE_UNAVAILABLE);
    });
  },
  { name: 'disk-space' },
);
