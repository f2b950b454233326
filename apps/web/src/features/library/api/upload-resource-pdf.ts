import type { AdminResourceResponse } from '@vitalia/shared/library';
import { uploadForm, type UploadProgress } from '@/lib/upload';
import { useResourceMutation } from './admin-resource-cache';

export const useUploadResourcePdf = () =>
  useResourceMutation(
    (
      apiBase,
      {
        id,
        file,
        onProgress,
        signal,
      }: {
        id: number;
        file: File;
        onProgress: (progress: UploadProgress) => void;
        signal: AbortSignal;
      },
    ) => {
      const form = new FormData();
      form.append('file', file);
      return uploadForm<AdminResourceResponse>(`${apiBase}/${id}/file`, form, { onProgress, signal });
    },
  );
