import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

/**
 * Serves the built SPA: hashed assets cached immutably and precompressed (.br/.gz made at build time);
 * any other GET that is not under /api gets index.html so client routes survive a reload.
 */
export default fp(
  async (app: FastifyInstance, options: { distDir: string }) => {
    const indexFile = path.join(options.distDir, 'index.html');
    if (!fs.existsSync(indexFile)) {
      app.log.warn({ distDir: options.distDir }, 'SPA build not found; run `npm run build` (API only)');
      return;
    }
    await app.register(fastifyStatic, {
      root: options.distDir,
      wildcard: false,
      preCompressed: true,
      index: false,
      setHeaders(res, filePath) {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    app.decorate('spaIndexAvailable', true);
  },
  { name: 'spa' },
);

declare module 'fastify' {
  interface FastifyInstance {
    spaIndexAvailable?: boolean;
  }
}
