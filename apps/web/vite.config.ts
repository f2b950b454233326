import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import type { Plugin } from 'vite';

/**
 * Slow 3G (issue 11): the app's stylesheet moves from <head> to the end of <body>, behind a preload, so
 * it no longer blocks the first paint of the inline-styled shell in index.html. The module script still
 * waits for it (scripts run after earlier stylesheets), so the app never renders unstyled.
 */
function paintShellFirst(): Plugin {
  return {
    name: 'vitalia-paint-shell-first',
    apply: 'build',
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

export default defineConfig({
  plugins: [react(), tailwindcss(), paintShellFirst()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  // The manifest lets `npm run bench` add up what each route really downloads.
  build: { sourcemap: false, chunkSizeWarningLimit: 300, manifest: true },
});
