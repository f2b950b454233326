import { renderToStaticMarkup } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { AppShell } from '@/components/layouts/app-shell';
import { ToastProvider } from '@/components/ui/toast';
import { PersonalStrip, StripSkeleton } from '@/features/onboarding/components/personal-strip';
import { homeKey, intakeKey } from '@/features/onboarding/api/onboarding-cache';
import { meQueryKey } from '@/lib/auth';
import type { HomeResponse, IntakeResponse } from '@vitalia/shared/onboarding';
import type { User } from '@vitalia/shared/user';
import { COURSE_SALES_PATH } from '@vitalia/shared/storefront-rules';
import { drawWithFirstData } from '@/lib/first-data';
import LoginRoute from '@/app/routes/public/login';
import StorePlansRoute from '@/app/routes/public/store-plans';
import StoreTeamRoute from '@/app/routes/public/store-team';
import StoreEvaluationRoute from '@/app/routes/public/store-evaluation';
import StoreCoursesRoute, { StoreCourseRoute } from '@/app/routes/public/store-courses';
import { HomeLanding } from '@/app/routes/member/home';
import { MEMBER_MENU } from '@/app/routes/member/member-layout';

/**
 * The first screens drawn at build time (ADR 0026), so a slow phone paints real content before the
 * script arrives: exactly the components the app renders, with nothing personal (no one is signed in at
 * build time, so the member's header and strip are placeholders) and nothing fetched.
 */
function render(path: string, screen: React.ReactNode, seed?: (client: QueryClient) => void): string {
  // No retries and no fetching: at build time every query simply stays pending (its loading state).
  const queryClient = new QueryClient({ defaultOptions: { queries: { enabled: false, retry: false } } });
  seed?.(queryClient);
  return renderToStaticMarkup(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <MemoryRouter initialEntries={[path]}>{screen}</MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

const noop = () => undefined;

/** Inline in every drawn page (ADR 0035): the taps on its buttons that need the app are kept for it. */
export { FIRST_SCREEN_START_SCRIPT, FIRST_SCREEN_TAPS_SCRIPT } from '@vitalia/shared/first-screen';

/** Keyed by landing page, as dist/routes names them (audience/name). */
export function renderFirstScreens(): Record<string, string> {
  return {
    'visitor/login': render('/login', <LoginRoute />),
    'signed-in/home': render('/home', <MemberHome user={null} strip={<StripSkeleton />} />),
    // The storefront's pages as built (their lists loading): the API draws them with their data (below).
    ...Object.fromEntries(
      STOREFRONT_PAGES.map(({ path, screen }) => [`visitor${path}`, render(path, screen)]),
    ),
  };
}

/** The storefront's landing pages (issue 48 §1), each with its screen. */
const STOREFRONT_PAGES = [
  { path: '/planes', screen: <StorePlansRoute /> },
  { path: '/equipo', screen: <StoreTeamRoute /> },
  { path: '/cursos', screen: <StoreCoursesRoute /> },
  { path: '/reservar', screen: <StoreEvaluationRoute /> },
];

/**
 * A visitor's storefront page as the app will draw it, rendered by the API (ADR 0085) from the answers of
 * the public calls its screen makes (keyed by API path, as `#vitalia-first-data` carries them to the app),
 * so a crawler and a slow phone read the prices and the catalogue before any script. Null for a path that
 * is not the storefront's.
 */
export function renderStorefrontPage(path: string, answers: Record<string, unknown>): string | null {
  const screen = COURSE_SALES_PATH.test(path) ? (
    <StoreCourseRoute />
  ) : (
    STOREFRONT_PAGES.find((page) => page.path === path)?.screen
  );
  if (!screen) return null;
  return drawWithFirstData(answers, () => render(path, screen));
}

function MemberHome({ user, strip }: { user: User | null; strip: React.ReactNode }) {
  return (
    <AppShell
      menu={MEMBER_MENU}
      areaLabel="Área de socios"
      user={user}
      onLogout={noop}
      profilePath="/profile"
      overlays={<></>}
    >
      <div className="mx-auto max-w-6xl">
        <HomeLanding strip={strip} firstScreenOnly />
      </div>
    </AppShell>
  );
}

/** What the API knows of her when it serves /home (ADR 0036): the answers of the calls the app makes. */
export interface MemberHomeData {
  user: User;
  home: HomeResponse;
  intake: IntakeResponse;
}

/**
 * A member's /home as the app will draw it for her, rendered by the API per request (ADR 0036): her name
 * in the header and her strip ("Hola, …", her next step) instead of placeholders, from the same data the
 * app then starts with, so the takeover changes nothing.
 */
export function renderMemberHome(data: MemberHomeData): string {
  return render('/home', <MemberHome user={data.user} strip={<PersonalStrip />} />, (client) => {
    client.setQueryData(meQueryKey, { auth: true, user: data.user });
    client.setQueryData(homeKey, data.home);
    client.setQueryData(intakeKey, data.intake);
  });
}
