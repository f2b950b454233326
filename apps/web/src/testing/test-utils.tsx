import type { ReactElement, ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { User } from '@vitalia/shared/user';
import { ToastProvider } from '@/components/ui/toast';
import { db } from './mocks/db';

/** Shows the current path, so a test can see where a click navigated to. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/**
 * Renders `ui` as the app would (query client, toasts, router at `route`) against the MSW mock API, signed
 * in as `user` when given. Each call gets a fresh query client: nothing leaks between tests.
 */
export function renderApp(
  ui: ReactElement,
  { user = null, route = '/' }: { user?: User | null; route?: string } = {},
) {
  db.user = user;
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path="*" element={children} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>
  );
  return { ...render(ui, { wrapper }), queryClient };
}
