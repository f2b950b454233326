import type { AdminTrainerResponse } from '@vitalia/shared/trainers';
import { api } from '@/lib/api-client';
import { useTrainerMutation } from './admin-trainer-cache';

export const useRemoveTrainerPhoto = () =>
  useTrainerMutation((id: number) => api.delete<AdminTrainerResponse>(`/admin/trainers/${id}/photo`));
