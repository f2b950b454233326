import { useMutation } from '@tanstack/react-query';
import type { ConfirmedEvaluation } from '@vitalia/shared/storefront';
import { api } from '@/lib/api-client';

/** Her link, pressed: books the time (or another one she picks when hers was taken). */
export const useConfirmEvaluation = (token: string) =>
  useMutation({
    mutationFn: (other?: { trainer_id: number; starts_at: string }) =>
      api.post<ConfirmedEvaluation>('/public/evaluation-bookings/confirm', { token, ...other }),
  });
