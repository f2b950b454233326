import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JournalEntryResponse } from '@vitalia/shared/journal';
import { uploadForm, type UploadProgress } from '@/lib/upload';
import { journalQueryKey } from './keys';

/** The photo of a saved entry, with progress (a phone's photo over 4G takes a while). */
export function useUploadEntryPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      entryId,
      file,
      onProgress,
    }: {
      entryId: number;
      file: File;
      onProgress?: (progress: UploadProgress) => void;
    }) => {
      const form = new FormData();
      form.append('photo', file);
      return uploadForm<JournalEntryResponse>(`/journal/entries/${entryId}/photo`, form, { onProgress });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: journalQueryKey }),
  });
}
