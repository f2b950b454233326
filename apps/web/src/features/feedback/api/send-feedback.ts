import { useMutation } from '@tanstack/react-query';
import type { FeedbackInput } from '@vitalia/shared/member';
import { api } from '@/lib/api-client';

export const sendFeedback = (input: FeedbackInput) =>
  api.post<{ success: boolean; message: string }>('/feedback', input);

export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback });
}
