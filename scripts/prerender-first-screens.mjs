// ADR 0026: puts the first screens drawn at build time into their landing pages (dist/routes/…/NAME.html),
// with the app's stylesheet inlined so they paint styled before any other download. The app's own render
// takes over when its first screen mounts (see revealApp in apps/web/src/lib/first-screen.ts).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const web = path.resolve(process.argv[2] ?? 'apps/web');
const dist = path.join(web, 'dist');
const { renderFirstScreens, FIRST_SCREEN_START_SCRIPT, FIRST_SCREEN_TAPS_SCRIPT } = await import(
  pathToFileURL(path.join(web, 'dist-prerender', 'first-screens.js')).href
);

// Until the app's first screen mounts, its root stays out of sight and unread, and the prerendered copy is
// the page: seen, read, and working (links, the sign-in form), ADR 0035.
// A button tapped before the app is there shows that it is waiting for it (its tap is replayed then).
const HIDE_ROOT =
  '#first-screen~#root{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}' +
  '#first-screen [aria-busy=true]{opacity:.6;cursor:progress}';

/** Every module preload link of a page, with the whitespace before it. */
const PRELOAD_LINK = /\s*<link rel="modulepreload" [^>]*>/g;

let count = 0;
for (const [page, markup] of Object.entries(renderFirstScreens())) {
  const file = path.join(dist, 'routes', `${page}.html`);
  let html = fs.readFileSync(file, 'utf8');
  const stylesheet = /<link rel="stylesheet"[^>]*href="([^"]+\.css)"[^>]*>/.exec(html);
  if (!stylesheet) throw new Error(`prerender: ${page}.html has no stylesheet link`);
  const css = fs.readFileSync(path.join(dist, stylesheet[1]), 'utf8');
  // ADR 0049: the entry is preloaded, and started by FIRST_SCREEN_START_SCRIPT once the copy is painted.
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (!entry) throw new Error(`prerender: ${page}.html has no module entry`);
  // Nothing the copy's first paint needs is a script (ADR 0055): the app's files are listed in an inert
  // <template> that the starter script puts into <head> once the copy is painted, so their downloads never
  // compete with the copy's own.
  html = html.replace(entry[0], `<link rel="modulepreload" crossorigin href="${entry[1]}" data-app-entry>`);
  const preloads = html.match(PRELOAD_LINK) ?? [];
  html = html.replace(PRELOAD_LINK, '');
  html = html.replace(
    '</body>',
    `  <template id="app-preloads">${preloads.map((link) => link.trim()).join('')}</template>\n` +
      `  <script>${FIRST_SCREEN_START_SCRIPT}</script>\n  </body>`,
  );
  html = html
    .replaceAll(
      new RegExp(`\\s*<link rel="(?:stylesheet|preload)"[^>]*href="${stylesheet[1]}"[^>]*>`, 'g'),
      '',
    )
    // The copy is painted whole (rendering waits until #root, right after it, is parsed): on a slow
    // network a first paint of half the stream cut a heading mid-sentence, and the whole heading painted
    // again later became the page's largest paint.
    .replace(
      '</head>',
      `<style>${HIDE_ROOT}${css}</style>\n  <script>${FIRST_SCREEN_TAPS_SCRIPT}</script>\n` +
        '  <link rel="expect" href="#root" blocking="render">\n  </head>',
    )
    // The markers let the API draw a member's /home for her in place of the copy (ADR 0036).
    .replace(
      '<body>',
      `<body>\n    <div id="first-screen"><!--first-screen-->${markup}<!--/first-screen--></div>`,
    )
    .replace('<div id="root">', '<div id="root" aria-hidden="true">');
  fs.writeFileSync(file, html);
  count += 1;
}
console.log(`prerender: ${count} primeras pantallas en dist/routes`);
