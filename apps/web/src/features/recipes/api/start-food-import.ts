import { useMutation } from '@tanstack/react-query';
import type { FoodImportResponse } from '@vitalia/shared/foods';
import { uploadForm, type UploadProgress } from '@/lib/upload';

/** Our CSV under `file`, or the release's four files under their own names; the upload shows its progress. */
export function useStartFoodImport(onProgress: (progress: UploadProgress) => void) {
  return useMutation({
    mutationFn: (files: Record<string, File>) => {
      const form = new FormData();
      for (const [field, file] of Object.entries(files)) form.append(field, file);
      return uploadForm<FoodImportResponse>('/admin/foods/imports', form, { onProgress });
    },
  });
}
