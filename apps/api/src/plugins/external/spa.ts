import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PublicConfig } from '@vitalia/shared/config';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

/** A value for the page's scripts, as JSON no value can break out of (`<` escaped). */
function inlineJson(id: string, value: unknown): string {
  return `<script type="application/json" id="${id}">${JSON.stringify(value).replaceAll('<', '\\u003c')}</script>`;
}

/** The smaller encoding the browser accepts, brotli first. */
function encodingFor(request: FastifyRequest): 'br' | 'gzip' | null {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

interface FinishedPage {
  etag: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * A page of the build made this instance's own (ADR 0035): its public configuration inline (JSON, which no
 * CSP runs), so the app knows from its first render whether there is a Google button; without Google, the
 * button's place in a page drawn at build time is dropped by one CSS rule before it is ever painted.
 */
export function finishPage(html: string, publicConfig: PublicConfig): string {
  const hints = [inlineJson('vitalia-public-config', publicConfig)];
  if (!publicConfig.googleClientId) hints.push('<style>[data-google-slot]{display:none}</style>');
  return insertBeforeHeadEnd(html, hints.join(''));
}

/**
 * Inserts text before `</head>` as it is: `String.replace` with a string would read `$'`, `$&`, `` $` `` and
 * `$1` in it as patterns (a course title with `$'` broke her drawn /home, issue 42 §13).
 */
export function insertBeforeHeadEnd(html: string, text: string): string {
  const at = html.indexOf('</head>');
  return at < 0 ? html : html.slice(0, at) + text + html.slice(at);
}

/**
 * Brotli's parameters for one page: its window no larger than the page. A page is tens of kilobytes and the
 * default window is 4 MB; quality 11 sizes its match finder by the window, and what it allocated stayed in
 * the process (~12 MB after start, issue 21). The output is as small (within a byte: a window wider than the
 * input finds nothing more).
 */
function brotliParamsFor(size: number, quality: number) {
  const {
    BROTLI_PARAM_QUALITY,
    BROTLI_PARAM_LGWIN,
    BROTLI_PARAM_SIZE_HINT,
    BROTLI_MIN_WINDOW_BITS,
    BROTLI_MAX_WINDOW_BITS,
  } = zlib.constants;
  const fitted = Math.ceil(Math.log2(Math.max(size, 1)));
  return {
    [BROTLI_PARAM_QUALITY]: quality,
    [BROTLI_PARAM_SIZE_HINT]: size,
    [BROTLI_PARAM_LGWIN]: Math.min(BROTLI_MAX_WINDOW_BITS, Math.max(BROTLI_MIN_WINDOW_BITS, fitted)),
  };
}

/**
 * Finished once at start and compressed both ways: a page costs no more to serve than a static file. The
 * start does only a fast compression (a few ms a page); the smallest one (brotli 11, ~120 ms for a drawn
 * page) is made on the thread pool after and replaces it, so a restart is not held up by it.
 */
function finished(file: string, publicConfig: PublicConfig): FinishedPage {
  return finishedHtml(finishPage(fs.readFileSync(file, 'utf8'), publicConfig));
}

/** A page's bytes with their validator and both compressions, made once for every answer that serves it. */
function finishedHtml(html: string): FinishedPage {
  const identity = Buffer.from(html);
  const page: FinishedPage = {
    // Weak: one representation compressed three ways (Accept-Encoding), the same bytes once decoded.
    etag: `W/"${crypto.createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
    identity,
    br: zlib.brotliCompressSync(identity, { params: brotliParamsFor(identity.length, 5) }),
    gzip: zlib.gzipSync(identity, { level: 6 }),
  };
  zlib.brotliCompress(identity, { params: brotliParamsFor(identity.length, 11) }, (error, compressed) => {
    if (!error) page.br = compressed;
  });
  zlib.gzip(identity, { level: 9 }, (error, compressed) => {
    if (!error) page.gzip = compressed;
  });
  return page;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const COPY_START = '<!--first-screen-->';
const COPY_END = '<!--/first-screen-->';

/** A member's /home drawn for her (ADR 0036): the data it is drawn from, and the build's renderer. */
export interface MemberHomePages {
  /** Her answers of the calls the page's first screen makes, or null to serve the page as built. */
  load(request: FastifyRequest): Promise<{ user: unknown; home: unknown; intake: unknown } | null>;
  /** The build's server renderer (apps/web/dist-prerender/first-screens.js). */
  module: string;
}

/**
 * The built page with its first screen drawn for her: her markup in place of the placeholders, the
 * answers it was drawn from inline for the app (which starts from them), and their preloads dropped.
 */
export function personalPage(template: string, markup: string, firstData: Record<string, unknown>): string {
  const start = template.indexOf(COPY_START);
  const end = template.indexOf(COPY_END);
  if (start < 0 || end < start) return template;
  let html = template.slice(0, start + COPY_START.length) + markup + template.slice(end);
  for (const apiPath of Object.keys(firstData))
    html = html.replace(
      `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${apiPath}">`,
      '',
    );
  return insertBeforeHeadEnd(html, inlineJson('vitalia-first-data', firstData));
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
      memberHome?: MemberHomePages;
      /** A storefront page's own head tags for visitors (issue 48 §1), or null to serve the page as built. */
      pageHead?: (path: string) => Promise<string | null>;
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
    const drawForHer = memberHomeRenderer(app, options.memberHome, pages.get('signed-in/home'));
    const withItsHead = pageHeadRenderer(options.pageHead);
    app.decorate('sendSpaPage', async (request: FastifyRequest, reply: FastifyReply, signedIn: boolean) => {
      const pathname = request.url.split('?')[0] ?? '';
      const key = `${signedIn ? 'signed-in' : 'visitor'}${pathname.replace(/\/+$/, '') || '/'}`;
      if (key === 'signed-in/home' && drawForHer) {
        const html = await drawForHer(request);
        if (html) return sendPersonal(request, reply, html);
      }
      const built = pages.get(key) ?? (pages.get('index') as FinishedPage);
      // A visitor's storefront page with its own head is served like a built page (etag, both compressions).
      const page = (!signedIn && withItsHead ? await withItsHead(request, key, built) : null) ?? built;
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

/** How long a storefront page keeps the head it was given (its prices and titles change rarely). */
const HEAD_TTL_MS = 60_000;
/** Paths whose head is kept at once: the storefront's few pages and its courses, with room to spare. */
const HEADS_KEPT = 500;

/** The page with `markup` as its head's title, description and the rest, in place of the build's. */
export function withHead(template: string, markup: string): string {
  const html = template.replace(/<title>[^<]*<\/title>/, '').replace(/<meta\s+name="description"[^>]*>/, '');
  return insertBeforeHeadEnd(html, markup);
}

/**
 * A storefront page with its own head for a visitor (issue 48 §1): a link preview or a crawler that runs
 * no script reads the page's title, description and Open Graph image. Kept a minute per page; a failure
 * serves the page as built.
 */
function pageHeadRenderer(pageHead: ((path: string) => Promise<string | null>) | undefined) {
  if (!pageHead) return null;
  // Finished (compressed) once a minute per page, not at every answer.
  const kept = new Map<string, { page: FinishedPage; at: number }>();
  return async (request: FastifyRequest, key: string, built: FinishedPage): Promise<FinishedPage | null> => {
    const hit = kept.get(key);
    if (hit && Date.now() - hit.at < HEAD_TTL_MS) return hit.page;
    try {
      const markup = await pageHead(key.slice('visitor'.length));
      if (!markup) return null;
      const page = finishedHtml(withHead(built.identity.toString('utf8'), markup));
      if (kept.size >= HEADS_KEPT) kept.delete(kept.keys().next().value as string);
      kept.set(key, { page, at: Date.now() });
      return page;
    } catch (error) {
      request.log.warn({ err: error }, 'could not write this page its head; serving the page as built');
      return null;
    }
  };
}

/** The renderer of her /home when the build has one; a failure serves the page as built, never an error. */
function memberHomeRenderer(
  app: FastifyInstance,
  options: MemberHomePages | undefined,
  built: FinishedPage | undefined,
) {
  if (!options || !built || !fs.existsSync(options.module)) return null;
  // Loaded by the first /home a member opens (~50 ms, once), not at start: React's server renderer is ~20 MB
  // of memory that an instance which never draws her /home does not carry (ADR 0050).
  let renderer: Promise<((data: unknown) => string) | null> | null = null;
  const loadRenderer = () =>
    (renderer ??= import(pathToFileURL(options.module).href).then(
      (module: { renderMemberHome?: (data: unknown) => string }) => module.renderMemberHome ?? null,
      (error: unknown) => {
        app.log.warn({ err: error }, 'the first screens renderer did not load; /home is served as built');
        return null;
      },
    ));
  const template = built.identity.toString('utf8');
  return async (request: FastifyRequest): Promise<string | null> => {
    try {
      const renderMemberHome = await loadRenderer();
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
