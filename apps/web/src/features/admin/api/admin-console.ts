import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminDashboard, Analytics, AnalyticsQuery } from '@vitalia/shared/admin-analytics';
import type { AdminActivityQuery, AdminActivityResponse } from '@vitalia/shared/admin-users';
import type {
  AdminFeedbackList,
  AdminFeedbackQuery,
  Audience,
  BroadcastHistory,
} from '@vitalia/shared/admin';
import type { SettingsResponse, SettingsUpdate } from '@vitalia/shared/settings';
import { api } from '@/lib/api-client';

type Message = { success: boolean; message: string };

export const useAdminDashboard = () =>
  useQuery({ queryKey: ['admin', 'dashboard'], queryFn: () => api.get<AdminDashboard>('/admin/dashboard') });

export const useAnalytics = (query: AnalyticsQuery) =>
  useQuery({
    queryKey: ['admin', 'analytics', query],
    queryFn: () => api.get<Analytics>('/admin/analytics', { query: { ...query } }),
    placeholderData: keepPreviousData,
  });

export const useActivity = (query: AdminActivityQuery) =>
  useQuery({
    queryKey: ['admin', 'activity', query],
    queryFn: () => api.get<AdminActivityResponse>('/admin/activity', { query: { ...query } }),
    placeholderData: keepPreviousData,
  });

export const useAdminFeedback = (query: AdminFeedbackQuery) =>
  useQuery({
    queryKey: ['admin', 'feedback', query],
    queryFn: () => api.get<AdminFeedbackList>('/admin/feedback', { query: { ...query } }),
    placeholderData: keepPreviousData,
  });

export function useMarkFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: number; handled: boolean }) =>
      api.put<Message>(`/admin/feedback/${id}/handled`, { handled }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'feedback'] }),
  });
}

export const settingsQueryKey = ['admin', 'settings'] as const;
export const useSettings = () =>
  useQuery({ queryKey: settingsQueryKey, queryFn: () => api.get<SettingsResponse>('/admin/settings') });

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: SettingsUpdate) => api.put<SettingsResponse>('/admin/settings', values),
    onSuccess: (response) => {
      queryClient.setQueryData(settingsQueryKey, response);
      void queryClient.invalidateQueries({ queryKey: ['public-settings'] });
    },
  });
}

export const useBroadcasts = () =>
  useQuery({
    queryKey: ['admin', 'broadcasts'],
    queryFn: () => api.get<BroadcastHistory>('/admin/notifications'),
    // A send answers before its rows are written: poll while one is still going out.
    refetchInterval: (query) =>
      query.state.data?.broadcasts.some((entry) => entry.completed_at === null) ? 1500 : false,
  });

export function audienceQuery(audience: Audience) {
  if (audience.kind === 'plan') return { kind: 'plan', plan: audience.plan };
  if (audience.kind === 'user') return { kind: 'user', user_id: audience.user_id };
  return { kind: 'all' };
}

export const useRecipientCount = (audience: Audience, enabled: boolean) =>
  useQuery({
    queryKey: ['admin', 'recipients', audience],
    queryFn: () =>
      api.get<{ success: boolean; recipients: number }>('/admin/notifications/recipients', {
        query: audienceQuery(audience),
      }),
    enabled,
  });

export function useSendBroadcast() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { title: string; message: string; action_url?: string; audience: Audience }) =>
      api.post<{ success: boolean; recipients: number; broadcast_id: number }>('/admin/notifications', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'broadcasts'] }),
  });
}
