import { useQuery } from '@tanstack/react-query';
import type { MessagesResponse } from '@vitalia/shared/conversations';
import { api } from '@/lib/api-client';
import { REFRESH_MS, threadKey } from './keys';

/** The newest page of one thread (oldest first, as a thread reads). */
export const useThread = (id: number | null) =>
  useQuery({
    queryKey: threadKey(id ?? 0),
    queryFn: () => api.get<MessagesResponse>(`/conversations/${id}/messages`),
    enabled: id !== null,
    refetchInterval: REFRESH_MS,
  });
