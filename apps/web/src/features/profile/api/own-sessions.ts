import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OwnSessions } from '@vitalia/shared/profile';
import { api } from '@/lib/api-client';
import type { MessageResponse } from '@vitalia/shared/api';

const key = ['profile', 'sessions'] as const;

export const useOwnSessions = () =>
  useQuery({ queryKey: key, queryFn: () => api.get<OwnSessions>('/users/me/sessions') });

/** Closes one device (`ref`) or every device but this one. */
export function useEndOwnSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ref?: string) =>
      api.delete<MessageResponse>(ref ? `/users/me/sessions/${ref}` : '/users/me/sessions'),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: key }),
        queryClient.invalidateQueries({ queryKey: ['profile', 'stats'] }),
      ]),
  });
}
