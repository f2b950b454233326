import type { AdminResourceResponse } from '@vitalia/shared/library';
import { api } from '@/lib/api-client';
import { useResourceMutation } from './admin-resource-cache';

export const useRemoveResourceCover = () =>
  useResourceMutation((apiBase, id: number) => api.delete<AdminResourceResponse>(`${apiBase}/${id}/cover`));
