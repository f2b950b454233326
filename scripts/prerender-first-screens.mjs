// ADR 0026: puts the first screens drawn at build time into their landing pages (dist/routes/…/NAME.html),
// with the app's stylesheet inlined so they paint styled before any other download. The app's own render
// takes over when its first screen mounts (see revealApp in apps/web/src/lib/first-screen.ts).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const web = path.resolve(process.argv[2] ?? 'apps/web');
const dist = path.join(web, 'dist');
const { renderFirstScreens } = await import(
  pathToFileURL(path.join(web, 'dist-prerender', 'first-screens.js')).href
);

// Until the app's first screen mounts, its root stays out of sight (still read by screen readers, which are
// told "Cargando Vitalia"), and the prerendered copy shows, inert.
const HIDE_ROOT =
  '#first-screen~#root{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}';

let count = 0;
for (const [page, markup] of Object.entries(renderFirstScreens())) {
  const file = path.join(dist, 'routes', `${page}.html`);
  let html = fs.readFileSync(file, 'utf8');
  const stylesheet = /<link rel="stylesheet"[^>]*href="([^"]+\.css)"[^>]*>/.exec(html);
  if (!stylesheet) throw new Error(`prerender: ${page}.html has no stylesheet link`);
  const css = fs.readFileSync(path.join(dist, stylesheet[1]), 'utf8');
  html = html
    .replaceAll(
      new RegExp(`\\s*<link rel="(?:stylesheet|preload)"[^>]*href="${stylesheet[1]}"[^>]*>`, 'g'),
      '',
    )
    .replace('</head>', `<style>${HIDE_ROOT}${css}</style>\n  </head>`)
    .replace('<body>', `<body>\n    <div id="first-screen" inert aria-hidden="true">${markup}</div>`);
  fs.writeFileSync(file, html);
  count += 1;
}
console.log(`prerender: ${count} primeras pantallas en dist/routes`);
