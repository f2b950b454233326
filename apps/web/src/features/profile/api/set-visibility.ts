import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { VisibilitySchema } from '@vitalia/shared/profile';
import { api } from '@/lib/api-client';
import { getProfileQueryOptions } from './get-profile';

type Visibility = z.infer<typeof VisibilitySchema>;

export const setVisibility = (visible: boolean) =>
  api.put<Visibility>('/users/profile/visibility', { profile_visible: visible });

export function useSetVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setVisibility,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: getProfileQueryOptions().queryKey }),
  });
}
