import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import type { Plugin, Rolldown } from 'vite';
import { LAYOUTS, ROUTES, type RouteArea } from './src/config/routes';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/**
 * The screens people land on from outside (a link, a bookmark, the home-screen icon): the rows of the route
 * table with `landing`, with the lazy modules their first paint needs (the layout, then the screen) and the
 * API answers it waits for. The build fails if a module is no longer a chunk of its own.
 */
type LandingPage = { audience: 'signed-in' | 'visitor'; modules: string[]; data?: string[] };
const LAYOUT_OF: Partial<Record<RouteArea, string>> = { admin: LAYOUTS.admin, member: LAYOUTS.member };
const LANDING_PAGES: Record<string, LandingPage> = Object.fromEntries(
  ROUTES.flatMap(({ path: route, area, screen, landing, signedOut }) => {
    if (!landing) return [];
    // A visitor on a member screen with a storefront twin (/cursos) gets the twin, without the member layout.
    const twin = landing.audience === 'visitor' ? signedOut : undefined;
    const layout = twin ? undefined : LAYOUT_OF[area];
    const modules = [...(layout ? [layout] : []), twin?.screen ?? screen].map(
      (module) => `src/app/routes/${module}.tsx`,
    );
    return [[route.slice(1), { audience: landing.audience, modules, data: landing.data }]];
  }),
);

function staticGraph(bundle: OutputBundle, start: OutputChunk): string[] {
  const files = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const imported of chunk.imports) {
      const next = bundle[imported];
      if (next?.type === 'chunk') visit(next);
    }
  };
  visit(start);
  return [...files];
}

/**
 * Issue 11, Slow 3G: one HTML page per landing screen (dist/routes/AUDIENCE/NAME.html, served by the API
 * for /NAME to whom it is for: with a session cookie or without) that starts downloading the screen's own
 * chunks, and the session check, together with the main script instead of one round trip after another.
 */
function preloadFirstScreen(): Plugin {
  return {
    name: 'vitalia-preload-first-screen',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (html?.type !== 'asset' || !entry)
        throw new Error('preloadFirstScreen: index.html or entry missing');
      const alreadyLoaded = new Set(staticGraph(bundle, entry));
      const root = path.resolve(import.meta.dirname);
      for (const [name, page] of Object.entries(LANDING_PAGES)) {
        const files = new Set<string>();
        for (const module of page.modules) {
          const chunk = chunks.find((item) => item.facadeModuleId === path.join(root, module));
          if (!chunk) throw new Error(`preloadFirstScreen: ${module} is not a chunk of its own`);
          for (const file of staticGraph(bundle, chunk)) if (!alreadyLoaded.has(file)) files.add(file);
        }
        const links = [
          '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/auth/me">',
          ...(page.data ?? []).map(
            (href) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${href}">`,
          ),
          ...[...files].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
        ];
        this.emitFile({
          type: 'asset',
          fileName: `routes/${page.audience}/${name}.html`,
          source: String(html.source).replace('</head>', `  ${links.join('\n    ')}\n  </head>`),
        });
      }
    },
  };
}

/**
 * Slow 3G (issue 11): the app's stylesheet moves from <head> to the end of <body>, behind a preload, so
 * it no longer blocks the first paint of the inline-styled shell in index.html. The module script still
 * waits for it (scripts run after earlier stylesheets), so the app never renders unstyled.
 */
function paintShellFirst(): Plugin {
  return {
    name: 'vitalia-paint-shell-first',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const links = html.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
        let result = html;
        for (const link of links) {
          const href = /href="([^"]+)"/.exec(link)?.[1];
          if (!href) continue;
          result = result
            .replace(link, `<link rel="preload" as="style" crossorigin href="${href}">`)
            .replace('</body>', `  ${link}\n  </body>`);
        }
        return result;
      },
    },
  };
}

const isLucide = (id: string) => /node_modules[\\/]lucide-react[\\/]/.test(id);
const isIcon = (id: string) => isLucide(id) && /[\\/]dist[\\/]esm[\\/]icons[\\/]/.test(id);

/** Each name lucide-react exports, to the file of its icon (aliases included), read from its index. */
function lucideIconFiles(): Map<string, string> {
  const index = fileURLToPath(import.meta.resolve('lucide-react/dist/esm/lucide-react.mjs'));
  const files = new Map<string, string>();
  for (const [, names, file] of fs
    .readFileSync(index, 'utf8')
    .matchAll(/export \{([^}]*)\} from '(\.\/icons\/[^']+)'/g)) {
    for (const name of (names ?? '').split(',')) {
      const exported = /as (\w+)/.exec(name)?.[1];
      if (exported && file) files.set(exported, path.resolve(path.dirname(index), file));
    }
  }
  return files;
}

/**
 * Issue 21, /login's script budget: the icons a visitor's first screen draws (named in the entry's and the
 * sign-in pages' own modules, by static import) and lucide's own code make a small chunk of their own, so
 * /login does not download the other eighty; every other icon goes in the shared `icons` chunk. Filled
 * once the module graph is complete, read when chunks are made.
 */
function firstScreenIcons(found: Set<string>): Plugin {
  const iconsNamedBy = new Map<string, string[]>();
  return {
    name: 'vitalia-first-screen-icons',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform(code, id) {
      if (id.includes('node_modules')) return;
      const names = [...code.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"]lucide-react['"]/g)].flatMap(
        ([, list]) =>
          (list ?? '')
            .split(',')
            .map((name) => name.trim())
            .filter((name) => name && !name.startsWith('type ')),
      );
      if (names.length > 0) iconsNamedBy.set(id, names);
    },
    buildEnd() {
      const root = path.resolve(import.meta.dirname);
      const files = lucideIconFiles();
      const starts = [
        path.join(root, 'src/main.tsx'),
        ...Object.values(LANDING_PAGES)
          .filter((page) => page.audience === 'visitor')
          .flatMap((page) => page.modules.map((module) => path.join(root, module))),
      ];
      const seen = new Set<string>();
      const visit = (id: string) => {
        if (seen.has(id) || id.includes('node_modules')) return;
        seen.add(id);
        for (const name of iconsNamedBy.get(id) ?? []) {
          const file = files.get(name);
          if (!file) throw new Error(`firstScreenIcons: ${name} (${id}) is not a lucide-react icon`);
          found.add(file);
        }
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) visit(next);
      };
      starts.forEach(visit);
      if (found.size === 0) throw new Error('firstScreenIcons: no icon found on the first screens');
    },
  };
}

/**
 * react-router 7's package exports name only its development build (remix-run/react-router#14102): a build
 * takes the production one it ships beside it, without the development checks and warnings (0.5 kB gzip
 * less on /login; its share of the member's first render measured about the same, 18 ms unthrottled).
 */
const reactRouterProduction = path.resolve(
  import.meta.dirname,
  '../../node_modules/react-router/dist/production/index.mjs',
);

export default defineConfig(({ isSsrBuild, command }) => {
  const iconsOfFirstScreens = new Set<string>();
  return {
    plugins: [
      react(),
      tailwindcss(),
      paintShellFirst(),
      preloadFirstScreen(),
      firstScreenIcons(iconsOfFirstScreens),
    ],
    resolve: {
      alias: [
        { find: '@', replacement: path.resolve(import.meta.dirname, 'src') },
        ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
      ],
    },
    // The prerender bundle (ADR 0026, 0036) is loaded by the API at start, so it carries its dependencies:
    // left external, lucide-react's index alone brought all ~2,000 icon modules into the server. Loading
    // it now adds 23 MB to the API's memory instead of 59 MB, and resolves no packages at start.
    ssr: { noExternal: true },
    server: {
      port: 5173,
      proxy: { '/api': 'http://127.0.0.1:3000' },
    },
    // The manifest lets `npm run bench` add up what each route really downloads.
    build: {
      sourcemap: false,
      // The SSR build is only the prerender of the first screens (ADR 0026): no public files, no manifest.
      copyPublicDir: !isSsrBuild,
      chunkSizeWarningLimit: 300,
      manifest: !isSsrBuild,
      rolldownOptions: {
        output: {
          // Issue 11: every other icon in one cached chunk, not a 0.3 kB request per icon on a 400 ms round trip.
          codeSplitting: {
            groups: [
              {
                name: 'first-screen-icons',
                test: (id) => iconsOfFirstScreens.has(id) || (isLucide(id) && !isIcon(id)),
              },
              { name: 'icons', test: (id) => isIcon(id) && !iconsOfFirstScreens.has(id) },
            ],
          },
        },
      },
    },
  };
});
