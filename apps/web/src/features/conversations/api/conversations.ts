import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ContactsResponse,
  ConversationResponse,
  ConversationsResponse,
  MessageSentResponse,
  MessagesResponse,
  UnreadCountResponse,
} from '@vitalia/shared/conversations';
import { api } from '@/lib/api-client';

export const conversationsQueryKey = ['conversations'] as const;
const threadKey = (id: number) => [...conversationsQueryKey, 'thread', id] as const;

/**
 * Until messages reach the page over the notifications stream (issue 46, not built yet), the list, the open
 * thread and the badge ask again while the page is open.
 */
const REFRESH_MS = 10_000;

export const useConversations = () =>
  useQuery(
    queryOptions({
      queryKey: [...conversationsQueryKey, 'list'],
      queryFn: () => api.get<ConversationsResponse>('/conversations'),
      refetchInterval: REFRESH_MS,
    }),
  );

export const useContacts = () =>
  useQuery({
    queryKey: [...conversationsQueryKey, 'contacts'],
    queryFn: () => api.get<ContactsResponse>('/conversations/contacts'),
  });

export const useUnreadMessages = (enabled: boolean) =>
  useQuery({
    queryKey: [...conversationsQueryKey, 'unread'],
    queryFn: () => api.get<UnreadCountResponse>('/conversations/unread-count'),
    refetchInterval: 30_000,
    enabled,
  });

export const useThread = (id: number | null) =>
  useQuery({
    queryKey: threadKey(id ?? 0),
    queryFn: () => api.get<MessagesResponse>(`/conversations/${id}/messages`),
    enabled: id !== null,
    refetchInterval: REFRESH_MS,
  });

export function useOpenConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (professionalId: number) =>
      api.post<ConversationResponse>('/conversations', { professional_id: professionalId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationsQueryKey }),
  });
}

export function useSendMessage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { body: string; client_id: string }) =>
      api.post<MessageSentResponse>(`/conversations/${id}/messages`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationsQueryKey }),
  });
}

export function useMarkRead(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: number) => api.put(`/conversations/${id}/read`, { message_id: messageId }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [...conversationsQueryKey, 'unread'] });
      void queryClient.invalidateQueries({ queryKey: [...conversationsQueryKey, 'list'] });
    },
  });
}
