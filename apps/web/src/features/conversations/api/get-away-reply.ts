import { useQuery } from '@tanstack/react-query';
import type { AwayReplyResponse } from '@vitalia/shared/conversations';
import { api } from '@/lib/api-client';
import { awayReplyKey } from './keys';

/** Her away reply and whether she has weekly hours (a professional's). */
export const useAwayReply = () =>
  useQuery({ queryKey: awayReplyKey, queryFn: () => api.get<AwayReplyResponse>('/trainer/away-reply') });
