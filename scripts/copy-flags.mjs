// The phone input shows country flags from /flags; copy them from the package so nothing loads from a CDN.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const source = path.join(path.dirname(require.resolve('country-flag-icons/package.json')), '3x2');
const target = path.resolve(process.argv[2] ?? 'public/flags');
fs.mkdirSync(target, { recursive: true });
let copied = 0;
for (const file of fs.readdirSync(source)) {
  if (!file.endsWith('.svg')) continue;
  fs.copyFileSync(path.join(source, file), path.join(target, file));
  copied += 1;
}
console.log(`copy-flags: ${copied} banderas en ${path.relative(process.cwd(), target)}`);
