// Renders the app icons (manifest, "Agregar a inicio") from public/favicon.svg with Debian's Chromium.
// Run by hand when the logo changes: node scripts/make-icons.mjs. The PNGs are committed source assets.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '../apps/web/public');
const svg = fs.readFileSync(path.join(root, 'favicon.svg'), 'utf8');
const out = path.join(root, 'icons');
fs.mkdirSync(out, { recursive: true });

// Maskable icons keep the logo inside the central 80 % "safe zone": a full-bleed square behind it.
const page = (
  size,
  maskable,
) => `<!doctype html><html><body style="margin:0;background:${maskable ? '#0f766e' : 'transparent'}">
  <div style="width:${size}px;height:${size}px;display:grid;place-items:center">
    <div style="width:${maskable ? size * 0.8 : size}px;height:${maskable ? size * 0.8 : size}px">${svg.replace('<svg ', '<svg width="100%" height="100%" ')}</div>
  </div></body></html>`;

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
for (const [name, size, maskable] of [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['icon-maskable-512.png', 512, true],
  ['apple-touch-icon.png', 180, true],
]) {
  const tab = await browser.newPage({ viewport: { width: size, height: size } });
  await tab.setContent(page(size, maskable));
  await tab.screenshot({ path: path.join(out, name), omitBackground: !maskable });
  await tab.close();
}
await browser.close();
console.log(`icons written to ${out}`);
