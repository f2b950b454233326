import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckInFormInput, CheckInFormResponse } from '@vitalia/shared/check-ins';
import { api } from '@/lib/api-client';
import { formsKey } from './keys';

/** A new form of hers, from question types or a template. */
export function useCreateCheckInForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CheckInFormInput) => api.post<CheckInFormResponse>('/trainer/check-in-forms', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: formsKey }),
  });
}
