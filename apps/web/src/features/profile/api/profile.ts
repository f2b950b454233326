import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { User } from '@vitalia/shared/user';
import type { ProfileUpdate, Stats } from '@vitalia/shared/profile';
import { api } from '@/lib/api-client';
import { useSetSessionUser } from '@/lib/auth';

type ProfileResponse = { success: boolean; user: User; profile_visible: boolean };

export const getProfileQueryOptions = () =>
  queryOptions({ queryKey: ['profile'], queryFn: () => api.get<ProfileResponse>('/profile') });
export const getStatsQueryOptions = () =>
  queryOptions({ queryKey: ['profile', 'stats'], queryFn: () => api.get<Stats>('/users/me/stats') });

export const useProfile = () => useQuery(getProfileQueryOptions());
export const useProfileStats = () => useQuery(getStatsQueryOptions());

/** Every profile change returns the user; the header (session) and the profile query both take it. */
function useApplyUser() {
  const queryClient = useQueryClient();
  const setSessionUser = useSetSessionUser();
  return (response: ProfileResponse) => {
    setSessionUser(response.user);
    queryClient.setQueryData(getProfileQueryOptions().queryKey, response);
  };
}

export function useUpdateProfile() {
  const apply = useApplyUser();
  return useMutation({
    mutationFn: (input: ProfileUpdate) => api.put<ProfileResponse>('/profile', input),
    onSuccess: apply,
  });
}

export function useUploadAvatar() {
  const apply = useApplyUser();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('avatar', file);
      return api.post<ProfileResponse>('/users/me/avatar', form);
    },
    onSuccess: apply,
  });
}

export function useRemoveAvatar() {
  const apply = useApplyUser();
  return useMutation({ mutationFn: () => api.delete<ProfileResponse>('/users/me/avatar'), onSuccess: apply });
}

export function useSetVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (visible: boolean) =>
      api.put<{ profile_visible: boolean }>('/users/profile/visibility', { profile_visible: visible }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: getProfileQueryOptions().queryKey }),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: { current_password: string; new_password: string }) =>
      api.post<{ message: string }>('/auth/change-password', input),
  });
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (input: { password?: string; confirm_email?: string }) =>
      api.post<{ message: string }>('/users/delete-account', input),
  });
}
