import type { AdminResourceResponse, ResourceInput } from '@vitalia/shared/library';
import { api } from '@/lib/api-client';
import { useResourceMutation } from './admin-resource-cache';

export const useUpdateResource = () =>
  useResourceMutation((apiBase, { id, ...input }: ResourceInput & { id: number }) =>
    api.put<AdminResourceResponse>(`${apiBase}/${id}`, input),
  );
