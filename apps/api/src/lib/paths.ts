import fs from 'node:fs';
import path from 'node:path';

/**
 * The apps/api folder, found by walking up from this module. It works both from the TypeScript source
 * (tests, `npm run dev`) and from the bundled server in apps/api/dist (`npm start`).
 */
function findApiRoot(start: string): string {
  let dir = start;
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest) && JSON.parse(fs.readFileSync(manifest, 'utf8')).name === '@vitalia/api')
      return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('apps/api/package.json not found above the server code');
    dir = parent;
  }
}

export const API_ROOT = findApiRoot(import.meta.dirname);
export const MIGRATIONS_DIR = path.join(API_ROOT, 'src/db/migrations');
export const DEFAULT_WEB_DIST_DIR = path.resolve(API_ROOT, '../web/dist');
