// Bundles the API's TypeScript (and @vitalia/shared) into one ESM file, so `npm start` does not
// transpile on every start (docs/decisions/0007-bundled-server.md). npm packages stay external.
import fs from 'node:fs';
import { build } from 'esbuild';

// Chunk names carry a hash: without this, every build would leave the previous one's chunks beside it.
fs.rmSync('apps/api/dist', { recursive: true, force: true });

await build({
  entryPoints: ['apps/api/src/server.ts'],
  outdir: 'apps/api/dist',
  outExtension: { '.js': '.mjs' },
  // Separate chunks for lazy imports, so their npm packages load only when reached (see server.ts).
  splitting: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: 'linked',
  logLevel: 'warning',
  plugins: [
    {
      name: 'externalize-npm-packages',
      setup(builder) {
        // Bare imports are npm packages, loaded by Node at run time; our workspace source is bundled.
        builder.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@vitalia/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
console.log('build-api: apps/api/dist/server.mjs');
