import { useMutation } from '@tanstack/react-query';
import type { EvaluationBookingAnswer, EvaluationBookingInput } from '@vitalia/shared/storefront';
import { api } from '@/lib/api-client';

/** Her request: the answer is the same sentence for every address; the mail's link books it. */
export const useRequestEvaluation = () =>
  useMutation({
    mutationFn: (input: EvaluationBookingInput) =>
      api.post<EvaluationBookingAnswer>('/public/evaluation-bookings', input),
  });
