import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateClassInput, CreateClassResponse } from '@vitalia/shared/classes';
import { api } from '@/lib/api-client';
import { classesQueryKey } from './keys';

export function useCreateClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateClassInput) => api.post<CreateClassResponse>('/admin/webinars', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classesQueryKey }),
  });
}
