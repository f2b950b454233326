import { useMutation } from '@tanstack/react-query';
import type { ProfileResponse, ProfileUpdate } from '@vitalia/shared/profile';
import { api } from '@/lib/api-client';
import { useApplyProfile } from './get-profile';

export const updateProfile = (input: ProfileUpdate) => api.put<ProfileResponse>('/profile', input);

export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile, onSuccess: useApplyProfile() });
}
