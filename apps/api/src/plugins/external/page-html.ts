import crypto from 'node:crypto';
import fs from 'node:fs';
import zlib from 'node:zlib';
import type { PublicConfig } from '@vitalia/shared/config';

// The HTML of the pages spa.ts serves: the build's pages finished for this instance and compressed, and the
// ones drawn per request (a member's /home, a visitor's storefront page) put into their landing page.

/** A value for the page's scripts, as JSON no value can break out of (`<` escaped). */
export function inlineJson(id: string, value: unknown): string {
  return `<script type="application/json" id="${id}">${JSON.stringify(value).replaceAll('<', '\\u003c')}</script>`;
}

export interface FinishedPage {
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
export function brotliParamsFor(size: number, quality: number) {
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
export function finished(file: string, publicConfig: PublicConfig): FinishedPage {
  return finishedHtml(finishPage(fs.readFileSync(file, 'utf8'), publicConfig));
}

/** A page's bytes with their validator and both compressions, made once for every answer that serves it. */
export function finishedHtml(html: string): FinishedPage {
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

const COPY_START = '<!--first-screen-->';
const COPY_END = '<!--/first-screen-->';

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

/** Every preload of an API answer: a page that carries all its answers asks for none of them again. */
export const FETCH_PRELOAD = /\s*<link rel="preload" as="fetch"[^>]*>/g;

/** The page with `markup` as its head's title, description and the rest, in place of the build's. */
export function withHead(template: string, markup: string): string {
  const html = template.replace(/<title>[^<]*<\/title>/, '').replace(/<meta\s+name="description"[^>]*>/, '');
  return insertBeforeHeadEnd(html, markup);
}
