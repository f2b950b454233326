import type { AdminResourceResponse } from '@vitalia/shared/library';
import { api } from '@/lib/api-client';
import { useResourceMutation } from './admin-resource-cache';

export const useUploadResourceCover = () =>
  useResourceMutation((apiBase, { id, file }: { id: number; file: File }) => {
    const form = new FormData();
    form.append('cover', file);
    return api.post<AdminResourceResponse>(`${apiBase}/${id}/cover`, form);
  });
