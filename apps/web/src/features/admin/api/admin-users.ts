import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminCreateUser,
  AdminUpdateUser,
  AdminUserDetail,
  AdminUsersQuery,
  AdminUsersResponse,
  AdminUserSaved,
} from '@vitalia/shared/admin-users';
import type { AdminStats } from '@vitalia/shared/admin-analytics';
import { api } from '@/lib/api-client';
import type { MessageResponse } from '@vitalia/shared/api';

export const adminUsersQueryKey = ['admin', 'users'] as const;

export const useAdminUsers = (query: AdminUsersQuery, { enabled = true } = {}) =>
  useQuery({
    queryKey: [...adminUsersQueryKey, 'list', query],
    queryFn: () => api.get<AdminUsersResponse>('/admin/users', { query: { ...query } }),
    placeholderData: keepPreviousData,
    enabled,
  });

export const useAdminUser = (id: number) =>
  useQuery({
    queryKey: [...adminUsersQueryKey, 'detail', id],
    queryFn: () => api.get<AdminUserDetail>(`/admin/users/${id}`),
  });

export const useAdminStats = () =>
  useQuery({
    queryKey: [...adminUsersQueryKey, 'stats'],
    queryFn: () => api.get<AdminStats>('/admin/stats'),
  });

/** Every member change refreshes the table, the member page and the counts (and the activity log). */
function useMemberMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'activity'] }),
      ]),
  });
}

export const useCreateUser = () =>
  useMemberMutation((input: AdminCreateUser) => api.post<AdminUserSaved>('/admin/users', input));

export const useUpdateUser = () =>
  useMemberMutation(({ id, changes }: { id: number; changes: AdminUpdateUser }) =>
    api.put<AdminUserSaved>(`/admin/users/${id}`, changes),
  );

export const useDeleteUser = () =>
  useMemberMutation((id: number) => api.delete<MessageResponse>(`/admin/users/${id}`));

export const useSendPasswordReset = () =>
  useMemberMutation((id: number) => api.post<MessageResponse>(`/admin/users/${id}/password-reset`));

export const useEndSessions = () =>
  useMemberMutation(({ id, ref }: { id: number; ref?: string }) =>
    api.delete<MessageResponse>(ref ? `/admin/users/${id}/sessions/${ref}` : `/admin/users/${id}/sessions`),
  );
