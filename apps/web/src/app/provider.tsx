import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { AppErrorBoundary } from '@/components/errors/error-boundary';
import { ToastProvider } from '@/components/ui/toast';
import { createQueryClient } from '@/lib/query-client';
import { useSessionSideEffects } from '@/lib/auth';

function SessionEvents() {
  useSessionSideEffects();
  return null;
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <SessionEvents />
        <ToastProvider>{children}</ToastProvider>
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
