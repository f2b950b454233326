import { useEffect, type ReactNode } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, useLocation } from 'react-router';
import { LOCAL_STORAGE_KEYS, SESSION_RECHECK_MS } from '@vitalia/shared/constants/app';
import { UI_TEXT } from '@vitalia/shared/messages/general';
import type { User } from '@vitalia/shared/user';
import { toStoredRole } from '@vitalia/shared/user-rules';
import type { MeResponse } from '@vitalia/shared/auth';
import { paths } from '@/config/paths';
import { returnPathFrom } from '@/utils/return-path';
import { LoadingScreen } from '@/components/layouts/loading-screen';
import { api, onUnauthorized } from './api-client';
import { takeFirstData } from './first-data';
import type { SuccessResponse } from '@vitalia/shared/api';

export const meQueryKey = ['auth', 'me'] as const;

export const getMeQueryOptions = () =>
  queryOptions({
    queryKey: meQueryKey,
    queryFn: () => api.get<MeResponse>('/auth/me', { notifyUnauthorized: false }),
    initialData: () => takeFirstData<MeResponse>('/api/auth/me'),
    // SPEC §4: re-verify the session every 20 minutes while signed in.
    refetchInterval: (query) => (query.state.data?.auth ? SESSION_RECHECK_MS : false),
    staleTime: SESSION_RECHECK_MS,
  });

export type SessionState =
  | { status: 'loading'; user: null }
  | { status: 'authenticated'; user: User }
  | { status: 'anonymous'; user: null };

/** Admin is whatever the server says (DESIGN difference 1), never an id or an e-mail pattern. */
export const isAdminUser = (user: User | null | undefined): boolean =>
  Boolean(user && (user.is_admin || user.role === 'admin'));

/** The team (admins and professionals): not customers, so no plan, upgrade nudge or onboarding (issue 45 §1). */
export const isStaffUser = (user: User | null | undefined): boolean =>
  isAdminUser(user) || user?.account_role === 'trainer';

function rememberUserLocally(user: User | null) {
  try {
    if (user) {
      localStorage.setItem(LOCAL_STORAGE_KEYS.userRole, toStoredRole(user));
      localStorage.setItem(LOCAL_STORAGE_KEYS.userId, String(user.id));
    } else {
      localStorage.removeItem(LOCAL_STORAGE_KEYS.userRole);
      localStorage.removeItem(LOCAL_STORAGE_KEYS.userId);
    }
  } catch {
    // Storage can be unavailable (private mode); nothing depends on it for security.
  }
}

/**
 * Mounted once (AppProvider): a 401 from any call means the session is gone, and the signed-in user's
 * role and id are mirrored to local storage (SPEC §3) whenever the session changes.
 */
export function useSessionSideEffects(): void {
  const queryClient = useQueryClient();
  useEffect(
    () => onUnauthorized(() => queryClient.setQueryData<MeResponse>(meQueryKey, { auth: false, user: null })),
    [queryClient],
  );
  const { data, isPending } = useQuery(getMeQueryOptions());
  const user = data?.auth ? data.user : null;
  useEffect(() => {
    if (!isPending) rememberUserLocally(user);
  }, [isPending, user]);
}

export function useSession(): SessionState {
  const { data, isPending, isError } = useQuery(getMeQueryOptions());

  const user = data?.auth ? data.user : null;
  if (isPending) return { status: 'loading', user: null };
  if (isError || !user) return { status: 'anonymous', user: null };
  return { status: 'authenticated', user };
}

/** Stores the user a sign-in call returned, so guards see it without another round trip. */
export function useSetSessionUser() {
  const queryClient = useQueryClient();
  return (user: User) => queryClient.setQueryData<MeResponse>(meQueryKey, { auth: true, user });
}

/** SPEC §4: logout always clears the user, even when the server call fails. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<SuccessResponse>('/auth/logout'),
    onSettled: () => {
      queryClient.setQueryData<MeResponse>(meQueryKey, { auth: false, user: null });
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
    },
  });
}

/** Where each account lands: admins their panel, professionals "Hoy" (issue 45 §1), members /home. */
export function homePathFor(user: User): string {
  if (isAdminUser(user)) return paths.admin.root;
  return user.account_role === 'trainer' ? paths.trainerHome : paths.home;
}

/** Member area guard: anonymous visitors go to /login. */
export function RequireUser({ children, signedOut }: { children: ReactNode; signedOut?: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <LoadingScreen title={UI_TEXT.loadingSpace} />;
  if (session.status === 'anonymous')
    return signedOut ?? <Navigate to={paths.login} replace state={{ from: location.pathname }} />;
  return children;
}

/** Admin area guard: anyone who is not an admin goes to /login-admin. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.status === 'loading') return <LoadingScreen title={UI_TEXT.validatingPermissions} />;
  if (!isAdminUser(session.user)) return <Navigate to={paths.loginAdmin} replace />;
  return children;
}

/** Login screens: a signed-in user is sent (replace) to their own home. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading')
    return <LoadingScreen title={UI_TEXT.initializing} message={UI_TEXT.loading} />;
  // Signed in from a storefront page (?volver=/cursos/…): back there, not to her home.
  if (session.status === 'authenticated')
    return <Navigate to={returnPathFrom(location.search) ?? homePathFor(session.user)} replace />;
  return children;
}
