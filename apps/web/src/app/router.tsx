import { lazy, Suspense, useEffect, useLayoutEffect, useState, type ComponentType } from 'react';
import { matchPath, Navigate, Outlet, Route, Routes, useLocation } from 'react-router';
import { UI_TEXT } from '@vitalia/shared/messages/general';
import { paths } from '@/config/paths';
import { titleFor } from '@/config/route-titles';
import { LAYOUTS, ROUTES, type RouteArea } from '@/config/routes';
import { RouteErrorBoundary } from '@/components/errors/error-boundary';
import { LoadingScreen } from '@/components/layouts/loading-screen';
import { RedirectIfSignedIn, RequireAdmin, RequireUser } from '@/lib/auth';
import { revealApp } from '@/lib/first-screen';
import { dropServerHeadUnlessAt, serverHeadIsFor } from '@/lib/page-head';
import { UnknownPathRedirect } from './routes/member/unknown-path';

/**
 * Declarative routes with one lazy chunk per screen (see docs/decisions/0003-declarative-router.md):
 * the data router costs ~14 kB gzip more in the first chunk and we use none of its loaders.
 */
/** Mounted beside a screen once it has rendered: the prerendered first screen can go (ADR 0026). */
function RevealWhenMounted() {
  useLayoutEffect(revealApp, []);
  return null;
}

function screen(
  load: () => Promise<{ default: ComponentType }>,
  // A layout's own mount is not the screen yet: its page is still loading inside it.
  { layout = false }: { layout?: boolean } = {},
): ComponentType {
  let Lazy = lazy(load);
  return function Screen() {
    const [, rerender] = useState(0);
    // React.lazy remembers a failed download; "Reintentar" starts a new one.
    const retry = () => {
      Lazy = lazy(load);
      rerender((attempt) => attempt + 1);
    };
    return (
      <RouteErrorBoundary onRetry={retry}>
        <Suspense fallback={<LoadingScreen title={UI_TEXT.loading} />}>
          <Lazy />
          {layout ? null : <RevealWhenMounted />}
        </Suspense>
      </RouteErrorBoundary>
    );
  };
}

// Every screen module, each its own lazy chunk; the table (config/routes.ts) says which path opens which.
const SCREEN_MODULES = import.meta.glob<Record<string, ComponentType>>([
  './routes/**/*.tsx',
  '!./routes/**/__tests__/**',
  '!./routes/member/unknown-path.tsx',
  '!./routes/member/professional-only.tsx',
]);

function screenOf(module: string, exportName = 'default', options?: { layout?: boolean }): ComponentType {
  const load = SCREEN_MODULES[`./routes/${module}.tsx`];
  if (!load) throw new Error(`No screen module routes/${module}.tsx`);
  return screen(async () => ({ default: (await load())[exportName] as ComponentType }), options);
}

/** One component per table row, made once: a re-render keeps the same lazy screen. */
const SCREENS = ROUTES.map((route) => ({ route, Screen: screenOf(route.screen, route.export) }));
const AdminLayoutScreen = screenOf(LAYOUTS.admin, 'default', { layout: true });
const MemberLayoutScreen = screenOf(LAYOUTS.member, 'default', { layout: true });

/** The area's screens; the one at its parent's own path (`/admin`) is the parent's index route. */
const routesOf = (area: RouteArea, parentPath?: string) =>
  SCREENS.filter(({ route }) => route.area === area).map(({ route, Screen }) =>
    route.path === parentPath ? (
      <Route key={route.path} index element={<Screen />} />
    ) : (
      <Route key={route.path} path={route.path} element={<Screen />} />
    ),
  );

const Public = (
  <RedirectIfSignedIn>
    <Outlet />
  </RedirectIfSignedIn>
);
/** The storefront twins of member screens (/cursos, /cursos/{slug}): what a visitor sees there instead. */
const SIGNED_OUT_SCREENS = ROUTES.flatMap((route) =>
  route.signedOut
    ? [{ path: route.path, Screen: screenOf(route.signedOut.screen, route.signedOut.export) }]
    : [],
);

/** Signed out on a member screen: its storefront twin when it has one, else /login (and back afterwards). */
function SignedOutScreen() {
  const location = useLocation();
  const twin = SIGNED_OUT_SCREENS.find(({ path }) => matchPath(path, location.pathname));
  if (twin) return <twin.Screen />;
  return <Navigate to={paths.login} replace state={{ from: location.pathname }} />;
}

const Member = (
  <RequireUser signedOut={<SignedOutScreen />}>
    <Outlet />
  </RequireUser>
);
const Admin = (
  <RequireAdmin>
    <Outlet />
  </RequireAdmin>
);

/** Each screen's tab title, from the one table in config/route-titles. */
function DocumentTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    dropServerHeadUnlessAt(pathname);
    // A storefront page the server named (a course's own title) keeps its name.
    if (!serverHeadIsFor(pathname)) document.title = titleFor(pathname);
  }, [pathname]);
  return null;
}

export function AppRoutes() {
  return (
    <>
      <DocumentTitle />
      <Routes>
        <Route path={paths.root} element={<Navigate to={paths.login} replace />} />
        <Route element={Public}>{routesOf('visitor')}</Route>
        {routesOf('open')}

        <Route path={paths.admin.root} element={Admin}>
          <Route element={<AdminLayoutScreen />}>
            {routesOf('admin', paths.admin.root)}
            <Route path={paths.admin.webinars} element={<Navigate to={paths.admin.calendar} replace />} />
            <Route path="*" element={<Navigate to={paths.admin.root} replace />} />
          </Route>
        </Route>

        <Route element={Member}>
          <Route element={<MemberLayoutScreen />}>{routesOf('member')}</Route>
          <Route path="*" element={<UnknownPathRedirect />} />
        </Route>
      </Routes>
    </>
  );
}
