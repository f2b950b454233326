import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProfileResponse } from '@vitalia/shared/profile';
import { api } from '@/lib/api-client';
import { useSetSessionUser } from '@/lib/auth';

export const getProfile = () => api.get<ProfileResponse>('/profile');

export const getProfileQueryOptions = () => queryOptions({ queryKey: ['profile'], queryFn: getProfile });

export const useProfile = () => useQuery(getProfileQueryOptions());

/** Every profile change answers with the user: the header (session) and the profile query both take it. */
export function useApplyProfile() {
  const queryClient = useQueryClient();
  const setSessionUser = useSetSessionUser();
  return (response: ProfileResponse) => {
    setSessionUser(response.user);
    queryClient.setQueryData(getProfileQueryOptions().queryKey, response);
  };
}
