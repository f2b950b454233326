import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DownloadLinkResponse } from '@vitalia/shared/library';
import { api } from '@/lib/api-client';
import { libraryQueryKey } from './library-cache';

/** Asks for a 5-minute download link (the server counts the download) and lets the browser save the file. */
export function useDownloadResource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<DownloadLinkResponse>(`/resources/${id}/download`),
    onSuccess: (link) => {
      const anchor = document.createElement('a');
      anchor.href = link.url;
      anchor.download = link.filename;
      anchor.rel = 'noopener';
      document.body.append(anchor);
      anchor.click();
      anchor.remove();
      void queryClient.invalidateQueries({ queryKey: libraryQueryKey });
    },
  });
}
