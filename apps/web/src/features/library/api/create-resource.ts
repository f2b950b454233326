import type { AdminResourceResponse, ResourceInput } from '@vitalia/shared/library';
import { api } from '@/lib/api-client';
import { useResourceMutation } from './admin-resource-cache';

export const useCreateResource = () =>
  useResourceMutation((apiBase, input: ResourceInput) => api.post<AdminResourceResponse>(apiBase, input));
