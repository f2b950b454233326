import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { paths } from './paths';
import { LAYOUTS, ROUTES } from './routes';

const staticPaths = (map: Record<string, unknown>): string[] =>
  Object.values(map).flatMap((value) =>
    typeof value === 'string'
      ? [value]
      : typeof value === 'object' && value
        ? staticPaths(value as never)
        : [],
  );

describe('the route table', () => {
  it('opens a screen for every fixed address a link can name (the root and one old address redirect)', () => {
    const routed = new Set(ROUTES.map((route) => route.path));
    const missing = staticPaths(paths).filter(
      (address) => !routed.has(address) && address !== paths.root && address !== paths.admin.webinars,
    );
    expect(missing).toEqual([]);
  });

  it('names each path once, and every screen and layout is a module under app/routes', () => {
    expect(new Set(ROUTES.map((route) => route.path)).size).toBe(ROUTES.length);
    const modules = [...ROUTES.map((route) => route.screen), ...Object.values(LAYOUTS)];
    for (const module of new Set(modules))
      expect(fs.existsSync(path.join(__dirname, '..', 'app', 'routes', `${module}.tsx`)), module).toBe(true);
  });

  it('builds a landing page only for screens a member reaches from outside, each in one audience', () => {
    const landing = ROUTES.filter((route) => route.landing).map((route) => route.path);
    expect(landing).toEqual(
      expect.arrayContaining(['/login', '/home', '/admin', '/profile', '/bienvenida', '/dashboard']),
    );
    // A visitor's page: a signed-out screen, the storefront (open, under /planes…), or a member screen's
    // storefront twin (/cursos). Anything else is a signed-in landing.
    const forVisitors = (route: (typeof ROUTES)[number]) =>
      route.area === 'visitor' ||
      (route.area === 'open' && route.screen.startsWith('public/store-')) ||
      route.signedOut !== undefined;
    for (const route of ROUTES.filter((row) => row.landing))
      expect(route.landing?.audience, route.path).toBe(forVisitors(route) ? 'visitor' : 'signed-in');
  });
});
