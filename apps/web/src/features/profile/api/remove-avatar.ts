import { useMutation } from '@tanstack/react-query';
import type { ProfileResponse } from '@vitalia/shared/profile';
import { api } from '@/lib/api-client';
import { useApplyProfile } from './get-profile';

export const removeAvatar = () => api.delete<ProfileResponse>('/profile/avatar');

export function useRemoveAvatar() {
  return useMutation({ mutationFn: removeAvatar, onSuccess: useApplyProfile() });
}
