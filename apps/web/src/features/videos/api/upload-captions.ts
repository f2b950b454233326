import type { AdminVideoResponse } from '@vitalia/shared/videos';
import { api } from '@/lib/api-client';
import { useVideoMutation } from './admin-video-cache';

export const useUploadCaptions = () =>
  useVideoMutation((apiBase, { id, file }: { id: number; file: File }) => {
    const form = new FormData();
    form.append('file', file);
    return api.post<AdminVideoResponse>(`${apiBase}/${id}/captions`, form);
  });
