import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PublicConfig } from '@vitalia/shared/config';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import {
  brotliParamsFor,
  FETCH_PRELOAD,
  finished,
  finishedHtml,
  personalPage,
  withHead,
  type FinishedPage,
} from './page-html';

/** The smaller encoding the browser accepts, brotli first. */
function encodingFor(request: FastifyRequest): 'br' | 'gzip' | null {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** A member's /home drawn for her (ADR 0036): the data it is drawn from. */
export interface MemberHomePages {
  /** Her answers of the calls the page's first screen makes, or null to serve the page as built. */
  load(request: FastifyRequest): Promise<{ user: unknown; home: unknown; intake: unknown } | null>;
}

/** A visitor's storefront page (issue 48 §1, ADR 0085): its head and the public answers its body shows. */
export interface StorefrontPages {
  /** Null for a path that is not the storefront's: the page is served as built. */
  load(path: string): Promise<{ head: string; answers: Record<string, unknown>; landing: string } | null>;
}

/** What the build's server renderer (apps/web/dist-prerender/first-screens.js) offers. */
interface FirstScreensModule {
  renderMemberHome?: (data: unknown) => string;
  renderStorefrontPage?: (path: string, answers: Record<string, unknown>) => string | null;
}

/**
 * Serves the built SPA: hashed assets cached immutably and precompressed (.br/.gz made at build time);
 * any other GET that is not under /api gets index.html so client routes survive a reload (a landing
 * screen gets routes/AUDIENCE/NAME.html, the same page with its first screen preloaded or drawn).
 */
export default fp(
  async (
    app: FastifyInstance,
    options: {
      distDir: string;
      publicConfig: PublicConfig;
      /** The build's server renderer of first screens (apps/web/dist-prerender/first-screens.js). */
      firstScreens?: string;
      memberHome?: MemberHomePages;
      storefront?: StorefrontPages;
    },
  ) => {
    const indexFile = path.join(options.distDir, 'index.html');
    if (!fs.existsSync(indexFile)) {
      app.log.warn({ distDir: options.distDir }, 'SPA build not found; run `npm run build` (API only)');
      return;
    }
    await app.register(fastifyStatic, {
      root: options.distDir,
      // One route for every file, looked up when asked for: the build holds ~1,000 files (flags, chunks and
      // their .br/.gz), and a route each cost ~0.2 s at every start (ADR 0053). A file not there falls
      // through to the not-found handler (a real 404 under /assets, the app's page elsewhere).
      wildcard: true,
      // The build's own bookkeeping (.vite/manifest.json) is not served.
      dotfiles: 'ignore',
      preCompressed: true,
      index: false,
      // A folder (`/`, `/assets/`) is never a file: it goes to the not-found handler (the app's page, or a
      // real 404 under /assets) instead of `send`'s 403, which no client without compression got past.
      allowedPath: (pathname) => !pathname.endsWith('/'),
      setHeaders(res, filePath) {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    app.decorate('spaIndexAvailable', true);
    // SPEC: `/` goes to `/login`. A real redirect, so that every client (curl, link previews, uptime
    // checks) gets the same answer; the app sends a signed-in member on to her home from there.
    app.get('/', { schema: { hide: true } }, (_request, reply) => reply.redirect('/login', 302));
    // Landing screens have their own copy of index.html that preloads (and may draw) their first screen,
    // one for signed-in people and one for visitors: a visitor on /home is sent to /login, and is not shown
    // a member's page first. The cookie's presence is enough to choose; the app checks the session itself.
    const pages = new Map<string, FinishedPage>([['index', finished(indexFile, options.publicConfig)]]);
    for (const audience of ['signed-in', 'visitor']) {
      const folder = path.join(options.distDir, 'routes', audience);
      if (!fs.existsSync(folder)) continue;
      for (const file of fs.readdirSync(folder))
        if (file.endsWith('.html'))
          pages.set(
            `${audience}/${file.slice(0, -'.html'.length)}`,
            finished(path.join(folder, file), options.publicConfig),
          );
    }
    const firstScreens = firstScreensLoader(app, options.firstScreens);
    const drawForHer = memberHomeRenderer(firstScreens, options.memberHome, pages.get('signed-in/home'));
    // The landing page a storefront page is drawn into (index.html where the build wrote none).
    const drawStorefront = storefrontRenderer(
      firstScreens,
      options.storefront,
      (landing) => pages.get(`visitor${landing}`) ?? (pages.get('index') as FinishedPage),
    );
    app.decorate('sendSpaPage', async (request: FastifyRequest, reply: FastifyReply, signedIn: boolean) => {
      const pathname = request.url.split('?')[0] ?? '';
      const key = `${signedIn ? 'signed-in' : 'visitor'}${pathname.replace(/\/+$/, '') || '/'}`;
      if (key === 'signed-in/home' && drawForHer) {
        const html = await drawForHer(request);
        if (html) return sendPersonal(request, reply, html);
      }
      const built = pages.get(key) ?? (pages.get('index') as FinishedPage);
      // A visitor's storefront page, drawn with its data and head, is served like a built page (etag, both
      // compressions).
      const page = (!signedIn && drawStorefront ? await drawStorefront(request, key) : null) ?? built;
      reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'Cookie, Accept-Encoding')
        .header('etag', page.etag);
      if (request.headers['if-none-match'] === page.etag) return reply.status(304).send();
      const encoding = encodingFor(request);
      if (encoding === 'br') return reply.header('content-encoding', 'br').send(page.br);
      if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(page.gzip);
      return reply.send(page.identity);
    });
  },
  { name: 'spa' },
);

/** How long a storefront page is kept as drawn (its prices and titles change rarely). */
const STOREFRONT_TTL_MS = 60_000;
/**
 * Pages kept at once: the storefront's few pages and its courses, with room to spare. A drawn page is ~120 kB
 * with its two compressions (the stylesheet is inline), so this bounds them to ~12 MB.
 */
const STOREFRONT_PAGES_KEPT = 100;

/**
 * The build's server renderer, loaded by the first page that needs it (~50 ms, once), not at start: React's
 * server renderer is ~20 MB of memory that an instance which never draws a page does not carry (ADR 0050).
 * Null when the build has none, or it failed to load: pages are then served as built.
 */
function firstScreensLoader(app: FastifyInstance, module: string | undefined) {
  if (!module || !fs.existsSync(module)) return null;
  let loaded: Promise<FirstScreensModule | null> | null = null;
  return () =>
    (loaded ??= import(pathToFileURL(module).href).then(
      (exports: FirstScreensModule) => exports,
      (error: unknown) => {
        app.log.warn({ err: error }, 'the first screens renderer did not load; pages are served as built');
        return null;
      },
    ));
}

/**
 * A visitor's storefront page (issue 48 §1): its body drawn from the public answers it shows (carried to the
 * app, which starts from them), and its head, so a crawler or a link preview that runs no script reads the
 * page's title, prices and catalogue. Kept a minute per page; a failure serves the page as built.
 */
function storefrontRenderer(
  firstScreens: ReturnType<typeof firstScreensLoader>,
  storefront: StorefrontPages | undefined,
  landingPage: (landing: string) => FinishedPage,
) {
  if (!storefront) return null;
  const draw = async (request: FastifyRequest, path: string) => {
    try {
      const found = await storefront.load(path);
      if (!found) return null;
      let html = landingPage(found.landing).identity.toString('utf8');
      const markup = (await firstScreens?.())?.renderStorefrontPage?.(path, found.answers);
      if (markup) html = personalPage(html, markup, found.answers).replace(FETCH_PRELOAD, '');
      return finishedHtml(withHead(html, found.head));
    } catch (error) {
      request.log.warn({ err: error }, 'could not draw this storefront page; serving the page as built');
      return null;
    }
  };
  // Drawn and compressed once a minute per page, not at every answer: visitors arriving together share one
  // drawing. A path that is not the storefront's (an unknown course) is not kept, so it cannot push out pages.
  const kept = new Map<string, { page: Promise<FinishedPage | null>; at: number }>();
  return (request: FastifyRequest, key: string): Promise<FinishedPage | null> => {
    const hit = kept.get(key);
    if (hit && Date.now() - hit.at < STOREFRONT_TTL_MS) return hit.page;
    const page = draw(request, key.slice('visitor'.length));
    // A page drawn again goes to the back of the line; the oldest drawing goes first.
    kept.delete(key);
    if (kept.size >= STOREFRONT_PAGES_KEPT) kept.delete(kept.keys().next().value as string);
    const entry = { page, at: Date.now() };
    kept.set(key, entry);
    void page.then((drawn) => {
      if (!drawn && kept.get(key) === entry) kept.delete(key);
    });
    return page;
  };
}

/** The renderer of her /home when the build has one; a failure serves the page as built, never an error. */
function memberHomeRenderer(
  firstScreens: ReturnType<typeof firstScreensLoader>,
  options: MemberHomePages | undefined,
  built: FinishedPage | undefined,
) {
  if (!firstScreens || !options || !built) return null;
  const template = built.identity.toString('utf8');
  return async (request: FastifyRequest): Promise<string | null> => {
    try {
      const renderMemberHome = (await firstScreens())?.renderMemberHome;
      if (!renderMemberHome) return null;
      const data = await options.load(request);
      if (!data) return null;
      return personalPage(template, renderMemberHome(data), {
        '/api/auth/me': { auth: true, user: data.user },
        '/api/users/me/home': data.home,
        '/api/users/me/intake': data.intake,
      });
    } catch (error) {
      request.log.warn({ err: error }, 'could not draw /home for this member; serving the built page');
      return null;
    }
  };
}

/** Hers alone: never stored by a cache; compressed for this one answer, off the event loop. */
async function sendPersonal(request: FastifyRequest, reply: FastifyReply, html: string) {
  reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('vary', 'Cookie, Accept-Encoding');
  const encoding = encodingFor(request);
  if (encoding === 'br')
    return reply
      .header('content-encoding', 'br')
      .send(await brotli(html, { params: brotliParamsFor(Buffer.byteLength(html), 5) }));
  if (encoding === 'gzip')
    return reply.header('content-encoding', 'gzip').send(await gzip(html, { level: 6 }));
  return reply.send(html);
}

declare module 'fastify' {
  interface FastifyInstance {
    spaIndexAvailable?: boolean;
    /** Answers a client route with its landing page's own copy for this audience, or index.html. */
    sendSpaPage?: (request: FastifyRequest, reply: FastifyReply, signedIn: boolean) => Promise<FastifyReply>;
  }
}
