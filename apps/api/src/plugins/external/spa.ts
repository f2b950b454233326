import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

/**
 * Serves the built SPA: hashed assets cached immutably and precompressed (.br/.gz made at build time);
 * any other GET that is not under /api gets index.html so client routes survive a reload (a landing
 * screen gets routes/AUDIENCE/NAME.html, the same page with its first screen preloaded or drawn).
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
    // Landing screens have their own copy of index.html that preloads (and may draw) their first screen,
    // one for signed-in people and one for visitors: a visitor on /home is sent to /login, and is not shown
    // a member's page first. The cookie's presence is enough to choose; the app checks the session itself.
    const landingPages = new Set<string>();
    for (const audience of ['signed-in', 'visitor']) {
      const folder = path.join(options.distDir, 'routes', audience);
      if (!fs.existsSync(folder)) continue;
      for (const file of fs.readdirSync(folder))
        if (file.endsWith('.html')) landingPages.add(`${audience}/${file.slice(0, -'.html'.length)}`);
    }
    app.decorate('spaPageFor', (pathname: string, signedIn: boolean) => {
      const page = `${signedIn ? 'signed-in' : 'visitor'}${pathname.replace(/\/+$/, '') || '/'}`;
      return landingPages.has(page) ? `routes/${page}.html` : 'index.html';
    });
  },
  { name: 'spa' },
);

declare module 'fastify' {
  interface FastifyInstance {
    spaIndexAvailable?: boolean;
    /** The HTML file for a client route: its landing page's own copy for this audience, or index.html. */
    spaPageFor?: (pathname: string, signedIn: boolean) => string;
  }
}
