import { useQuery } from '@tanstack/react-query';
import type { MessageReportsResponse } from '@vitalia/shared/conversations';
import { api } from '@/lib/api-client';
import { messageReportsKey } from './keys';

/** Reported messages, open ones first (admins). */
export const useMessageReports = () =>
  useQuery({
    queryKey: messageReportsKey,
    queryFn: () => api.get<MessageReportsResponse>('/admin/message-reports'),
  });
