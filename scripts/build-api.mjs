// Bundles the API's TypeScript, @vitalia/shared and the npm packages it uses into ESM files, so `npm start`
// neither transpiles nor resolves ~2,000 package files at every start (docs/decisions/0007-bundled-server.md,
// 0053-a-two-second-restart.md).
import fs from 'node:fs';
import { build } from 'esbuild';

/**
 * Packages Node loads from node_modules at run time: each reads files of its own folder by path, or is native.
 * pglite: its .wasm and .data beside its module; argon2, sharp: native addons; pdfkit: its font metrics
 * (and fontkit, the same copy pdfkit uses, for the fonts of pdf-text.ts);
 * @fastify/swagger-ui: the documentation page's files; pino (and thread-stream): transports start workers
 * from their own files. transbank-sdk is a CommonJS package imported late (`await import`) for
 * its named exports, which a bundled CommonJS chunk does not have (it exports only `default`): Node's own
 * loader finds them.
 */
const EXTERNAL = [
  '@electric-sql/pglite',
  '@node-rs/argon2',
  'sharp',
  'pdfkit',
  'fontkit',
  '@fastify/swagger-ui',
  'pino',
  'thread-stream',
  'transbank-sdk',
  // libheif as WebAssembly (~8 MB, its module inlined): read from node_modules on the first HEIC photo only.
  'heic-decode',
  'libheif-js',
];
/** Late-imported CommonJS packages whose importer reads only `default` (see the check after the build). */
const DEFAULT_ONLY = ['nodemailer'];
/** Whether a bare specifier (`pkg`, `pkg/sub/path`) names one of these packages. */
const inPackages = (names, specifier) =>
  names.some((name) => specifier === name || specifier.startsWith(`${name}/`));

// Chunk names carry a hash: without this, every build would leave the previous one's chunks beside it.
fs.rmSync('apps/api/dist', { recursive: true, force: true });

const result = await build({
  // The server, and the migrations alone (`node apps/api/dist/cli-migrate.mjs`) for a deployment that runs
  // them before starting its instances (issue 43 §7).
  // And backup and restore (issue 43 §9) for a machine that runs the bundle without the sources.
  entryPoints: {
    server: 'apps/api/src/server.ts',
    'cli-migrate': 'apps/api/src/db/cli-migrate.ts',
    'cli-backup': 'apps/api/src/ops/cli-backup.ts',
    'cli-restore': 'apps/api/src/ops/cli-restore.ts',
  },
  outdir: 'apps/api/dist',
  outExtension: { '.js': '.mjs' },
  // Separate chunks for lazy imports, so their code loads only when reached (see server.ts).
  splitting: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: 'linked',
  logLevel: 'warning',
  metafile: true,
  // CommonJS packages inside an ESM bundle still call require() for Node's own modules.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  plugins: [
    {
      name: 'external-packages',
      setup(builder) {
        builder.onResolve({ filter: /^[^./]/ }, (args) =>
          inPackages(EXTERNAL, args.path) ? { path: args.path, external: true } : undefined,
        );
      },
    },
  ],
});

// A chunk made of one CommonJS package and imported late exports only `default`: `const { x } = await
// import('pkg')` would read undefined at run time (tests run the source, where Node's loader gives names).
const defaultOnly = Object.values(result.metafile.outputs).filter(
  (output) =>
    output.entryPoint?.startsWith('node_modules/') &&
    output.exports.length === 1 &&
    output.exports[0] === 'default' &&
    !inPackages(DEFAULT_ONLY, output.entryPoint.slice('node_modules/'.length)),
);
if (defaultOnly.length > 0) {
  console.error(
    `build-api: late-imported CommonJS without named exports: ${defaultOnly.map((output) => output.entryPoint).join(', ')}.\n` +
      'Add the package to EXTERNAL, or read only its default export and list it in DEFAULT_ONLY.',
  );
  process.exit(1);
}
console.log('build-api: apps/api/dist/server.mjs');
