// Writes .br and .gz next to each compressible build file so the server sends them as they are (no runtime cost).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(process.argv[2] ?? 'dist');
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;
let count = 0;

function walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full);
    else if (COMPRESSIBLE.test(entry.name) && fs.statSync(full).size > 512) {
      const data = fs.readFileSync(full);
      fs.writeFileSync(
        `${full}.br`,
        zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      fs.writeFileSync(`${full}.gz`, zlib.gzipSync(data, { level: 9 }));
      count += 1;
    }
  }
}

walk(root);
console.log(
  `compress-dist: ${count} archivos comprimidos (br + gz) en ${path.relative(process.cwd(), root) || '.'}`,
);
