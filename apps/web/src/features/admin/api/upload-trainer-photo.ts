import type { AdminTrainerResponse } from '@vitalia/shared/trainers';
import { api } from '@/lib/api-client';
import { useTrainerMutation } from './admin-trainer-cache';

export const useUploadTrainerPhoto = () =>
  useTrainerMutation(({ id, file }: { id: number; file: File }) => {
    const form = new FormData();
    form.append('photo', file);
    return api.post<AdminTrainerResponse>(`/admin/trainers/${id}/photo`, form);
  });
