import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Pose, ProgressPhotoResponse } from '@vitalia/shared/progress';
import { uploadForm, type UploadProgress } from '@/lib/upload';
import { photosKey } from './keys';

/** One photo of a pose on a day; the page's `client_id` makes a retried upload the same photo. */
export function useUploadProgressPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      file,
      pose,
      takenOn,
      clientId,
      onProgress,
    }: {
      file: File;
      pose: Pose;
      takenOn: string;
      clientId: string;
      onProgress?: (progress: UploadProgress) => void;
    }) => {
      const form = new FormData();
      form.append('photo', file);
      const query = new URLSearchParams({ pose, taken_on: takenOn, client_id: clientId });
      return uploadForm<ProgressPhotoResponse>(`/progress/photos?${query.toString()}`, form, { onProgress });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: photosKey }),
  });
}
