import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminFeedbackList, AdminFeedbackQuery } from '@vitalia/shared/admin';
import { api } from '@/lib/api-client';

export const ADMIN_FEEDBACK_KEY = ['admin', 'feedback'] as const;

/** GET /admin/feedback: members' feedback, filtered and paged, for «Valoraciones». */
export const getAdminFeedbackQueryOptions = (query: AdminFeedbackQuery) =>
  queryOptions({
    queryKey: [...ADMIN_FEEDBACK_KEY, query],
    queryFn: () => api.get<AdminFeedbackList>('/admin/feedback', { query: { ...query } }),
    placeholderData: keepPreviousData,
  });

export const useAdminFeedback = (query: AdminFeedbackQuery) => useQuery(getAdminFeedbackQueryOptions(query));
