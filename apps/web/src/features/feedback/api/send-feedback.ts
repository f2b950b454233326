import { useMutation } from '@tanstack/react-query';
import type { FeedbackInput } from '@vitalia/shared/member';
import { api } from '@/lib/api-client';
import type { MessageResponse } from '@vitalia/shared/api';

export const sendFeedback = (input: FeedbackInput) => api.post<MessageResponse>('/feedback', input);

export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback });
}
