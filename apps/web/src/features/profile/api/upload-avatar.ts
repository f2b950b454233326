import { useMutation } from '@tanstack/react-query';
import type { ProfileResponse } from '@vitalia/shared/profile';
import { api } from '@/lib/api-client';
import { useApplyProfile } from './get-profile';

export const uploadAvatar = (file: File) => {
  const form = new FormData();
  form.append('avatar', file);
  return api.post<ProfileResponse>('/profile/avatar', form);
};

export function useUploadAvatar() {
  return useMutation({ mutationFn: uploadAvatar, onSuccess: useApplyProfile() });
}
